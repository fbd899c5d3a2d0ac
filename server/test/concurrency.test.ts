import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletResult } from '../../src/api/types';
import { roundSatang, satangToBaht, sumSatang } from '../../src/domain/rules/money';
import { startSandbox, type TestSandbox } from './helpers';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const totalSatang = (w: WalletResult) =>
  sumSatang([w.wallet.amount, ...w.slots.map((slot) => slot.amount)].map(roundSatang));

describe('money under concurrency', () => {
  it('500 simultaneous transfers and withdrawals neither create nor lose money', async () => {
    const token = await sb.api.login();
    expect((await sb.api.post('/api/wallet/add', { amount: 20_000 }, token)).status).toBe(200);
    const start = (await sb.api.get<WalletResult>('/api/wallet', token)).body;
    const startTotal = totalSatang(start);
    const accounts = ['WALLET', ...start.slots.filter((s) => s.isActive).map((s) => s.code)];
    const withdrawnBefore = sb.server.sandbox.db
      .prepare<[], { withdrawn: number }>(
        "SELECT withdrawn FROM users WHERE username = '0812345678'",
      )
      .get()?.withdrawn;

    const next = random(42);
    const pick = () => accounts[Math.floor(next() * accounts.length)] ?? 'WALLET';
    const calls = Array.from({ length: 500 }, (_, i) => {
      const amount = satangToBaht(roundSatang(1 + next() * 900));
      if (i % 5 === 0) {
        const kind = i % 10 === 0 ? 'withdraw' : 'withdrawAll';
        const withdraw = satangToBaht(roundSatang(100 + next() * 400));
        return sb.api
          .post(`/api/wallet/${kind}`, { amount: withdraw }, token)
          .then((reply) => ({ kind, reply, amount: withdraw }));
      }
      let from = pick();
      let to = pick();
      while (to === from) to = pick();
      if (next() < 0.1) [from, to] = [to, from];
      return sb.api
        .post('/api/wallet/transfer', { from, to, amount }, token)
        .then((reply) => ({ kind: 'transfer', reply, amount }));
    });
    const results = await Promise.all(calls);

    let withdrawn = 0;
    let succeeded = 0;
    for (const { kind, reply, amount } of results) {
      if (reply.status === 200) {
        succeeded += 1;
        if (kind !== 'transfer') withdrawn += roundSatang(amount);
      } else {
        expect(reply).toEqual({ status: 400, body: { message: 'MONEY_NOT_ENOUGH' } });
      }
    }
    expect(succeeded).toBeGreaterThan(100);

    const end = (await sb.api.get<WalletResult>('/api/wallet', token)).body;
    expect(totalSatang(end) + withdrawn).toBe(startTotal);
    expect(end.wallet.amount).toBeGreaterThanOrEqual(0);
    for (const slot of end.slots) expect(slot.amount).toBeGreaterThanOrEqual(0);

    const db = sb.server.sandbox.db;
    const withdrawnAfter = db
      .prepare<[], { withdrawn: number }>(
        "SELECT withdrawn FROM users WHERE username = '0812345678'",
      )
      .get()?.withdrawn;
    expect((withdrawnAfter ?? 0) - (withdrawnBefore ?? 0)).toBe(withdrawn);
    const negatives = db
      .prepare<[], { n: number }>(
        'SELECT (SELECT COUNT(*) FROM users WHERE wallet < 0) + (SELECT COUNT(*) FROM game_accounts WHERE amount < 0) AS n',
      )
      .get();
    expect(negatives?.n).toBe(0);
  });
});
