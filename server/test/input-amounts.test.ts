import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundSatang } from '../../src/domain/rules/money';
import { BRAND, DEMO, pngBlob, startSandbox, type TestSandbox } from './helpers';

/**
 * Amounts that arrive as text (the slip's form field, the wallet link's `amount`) are read
 * as decimals with the wallet's own parser (src/domain/rules/money.ts), never with `Number()`,
 * which reads hex, exponents and `Infinity` (docs/api.md#wire-format).
 */
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

async function slipWith(amount: string) {
  const token = await sb.api.login(DEMO);
  const form = new FormData();
  form.append('amount', amount);
  form.append('file', pngBlob(2048, amount.length + amount.charCodeAt(0)), 'slip.png');
  return sb.api.upload('/api/wallet/slip', form, token);
}

async function slipAmounts(): Promise<number[]> {
  const reply = await sb.api.get<{ amount: number }[]>(`/api/__sandbox/slips/${DEMO.username}`);
  return reply.body.map((slip) => slip.amount);
}

describe('slip amount', () => {
  it.each(['0x10', '1e3', '0b11', '0o7', 'Infinity', '-5', '+5', '1.234', '12abc', '١٢'])(
    'refuses %s with KEY_INVALID and stores nothing',
    async (amount) => {
      const before = await slipAmounts();
      const reply = await slipWith(amount);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ message: 'KEY_INVALID' });
      expect(await slipAmounts()).toEqual(before);
    },
  );

  it('reads plain decimals to the satang', async () => {
    expect((await slipWith('150.5')).status).toBe(200);
    expect((await slipWith(' 1,000.25 ')).status).toBe(200);
    const amounts = await slipAmounts();
    expect(amounts.slice(0, 2)).toEqual([1000.25, 150.5]);
  });
});

describe('wallet link amount', () => {
  const encrypt = (link: string) =>
    publicEncrypt(
      {
        key: BRAND.truelinkPublicKey,
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(link),
    ).toString('base64');

  it.each(['0x10', '1e2', '20.005', 'Infinity'])('refuses amount=%s', async (amount) => {
    const token = await sb.api.login(DEMO);
    const link = `https://gift.truemoney.com/campaign/?v=hex${amount}&amount=${amount}`;
    const reply = await sb.api.post('/api/wallet/truelink', { link: encrypt(link) }, token);
    expect(reply.body).toEqual({ message: 'TRUELINK_INVALID' });
  });

  it('credits a decimal amount exactly', async () => {
    const token = await sb.api.login(DEMO);
    const before = (await sb.api.get<{ wallet: { amount: number } }>('/api/wallet', token)).body;
    const link = 'https://gift.truemoney.com/campaign/?v=dec1&amount=20.25';
    const reply = await sb.api.post('/api/wallet/truelink', { link: encrypt(link) }, token);
    expect(reply.body).toEqual({ success: true, message: 'SUCCESS' });
    const after = (await sb.api.get<{ wallet: { amount: number } }>('/api/wallet', token)).body;
    expect(roundSatang(after.wallet.amount) - roundSatang(before.wallet.amount)).toBe(2025);
  });
});
