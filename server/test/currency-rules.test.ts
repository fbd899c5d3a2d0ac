import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWith } from '../../brands/data';
import type { DepositLookup, QrCodeState, WalletResult } from '../../src/api/types';
import { login, startSandbox, type TestSandbox } from './helpers';

/**
 * The sandbox enforces each currency's amount rules from the brand data, the ones the
 * wallet shows (docs/product.md#amounts-per-currency): a kip member's minimums are kip.
 */
const brand = brandWith((b) => b.demo.currency === 'LAK', 'has a kip demo member');
const kip = brand.currencyRules.LAK;

describe('kip amount rules in the sandbox (a brand of kip members, its kip demo member)', () => {
  let sb: TestSandbox;
  let token: string;
  beforeAll(async () => {
    sb = await startSandbox({ brand: brand.id });
    token = await sb.api.login(login(brand.demo));
  });
  afterAll(() => sb.close());

  it('seeds the kip demo member in whole kip', async () => {
    const wallet = (await sb.api.get<WalletResult>('/api/wallet', token)).body;
    expect(wallet.bankAccount.currency).toBe('LAK');
    expect(Number.isInteger(wallet.wallet.amount)).toBe(true);
    expect(wallet.wallet.amount).toBeGreaterThanOrEqual(kip.withdrawMin);
  });

  it('answers the withdraw bounds of the member currency, baht without a token', async () => {
    expect((await sb.api.get('/api/lookup/withdraw', token)).body).toEqual({
      withdrawMin: kip.withdrawMin,
      withdrawMax: kip.withdrawMax,
    });
    expect((await sb.api.get('/api/lookup/withdraw')).body).toEqual({
      withdrawMin: brand.currencyRules.BAHT.withdrawMin,
      withdrawMax: brand.currencyRules.BAHT.withdrawMax,
    });
  });

  it('refuses a withdrawal below the kip minimum and kip with decimals', async () => {
    const below = await sb.api.post('/api/wallet/withdraw', { amount: kip.withdrawMin - 1 }, token);
    expect(below.status).toBe(400);
    expect(below.body).toEqual({ message: 'TRANSFER_MINIMUM' });
    const decimals = await sb.api.post(
      '/api/wallet/withdraw',
      { amount: kip.withdrawMin + 0.5 },
      token,
    );
    expect(decimals.body).toEqual({ message: 'KEY_INVALID' });
    const ok = await sb.api.post('/api/wallet/withdraw', { amount: kip.withdrawMin }, token);
    expect(ok.status).toBe(200);
  });

  it('refuses a transfer and a deposit below the kip minimums', async () => {
    const transfer = await sb.api.post(
      '/api/wallet/transfer',
      { from: 'WALLET', to: 'pg', amount: kip.transferMin - 1 },
      token,
    );
    expect(transfer.body).toEqual({ message: 'TRANSFER_MINIMUM' });
    const moved = await sb.api.post(
      '/api/wallet/transfer',
      { from: 'WALLET', to: 'pg', amount: kip.transferMin },
      token,
    );
    expect(moved.status).toBe(200);
    const deposit = await sb.api.post('/api/wallet/add', { amount: kip.depositMin - 1 }, token);
    expect(deposit.body).toEqual({ message: 'TRANSFER_MINIMUM' });
  });

  it('takes QR codes from the kip minimum of each provider, none from the Thai bank', async () => {
    const min = kip.qr.PAYTIMZ?.minimum ?? 0;
    const under = await sb.api.post<QrCodeState>('/api/qrcode/PAYTIMZ', { amount: min - 1 }, token);
    expect(under.body).toEqual({ hasQrcode: false, message: 'QR_FAIL' });
    const made = await sb.api.post<QrCodeState>('/api/qrcode/PAYTIMZ', { amount: min }, token);
    expect(made.body).toMatchObject({ hasQrcode: true, amount: min });
    const kbank = await sb.api.post<QrCodeState>('/api/qrcode/KBANK', { amount: 100_000 }, token);
    expect(kbank.body).toEqual({ hasQrcode: false, message: 'QR_FAIL' });
  });

  it('names the currency of every deposit account, the operator as the account name', async () => {
    const lookup = (await sb.api.get<DepositLookup>('/api/lookup/deposit')).body;
    const accounts = lookup.banks.filter((bank) => bank.bankType === 'BANK');
    expect(accounts.map((bank) => bank.currency)).toEqual(['LAK', 'BAHT', 'BAHT', 'BAHT']);
    expect(accounts.map((bank) => bank.bankAccountName)).not.toContain('SIAM WALLET CO LTD');
  });
});
