import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
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

/**
 * better-sqlite3 runs a handler's statements without yielding, so requests of one sandbox
 * never come between each other's statements. Another writer of the same database file
 * does: a second sandbox process, or the operator's own tools. This one comes in between
 * a transfer's debit and its credit and closes the target game account; only the
 * transfer's transaction keeps it out, and without it the debited money would vanish.
 */
describe('a transfer against another writer of the same database', () => {
  let folder: string;
  let shared: TestSandbox;
  let other: Database.Database;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sandbox-shared-'));
    const dbPath = join(folder, 'sandbox.db');
    shared = await startSandbox({ dbPath });
    // No busy wait: the other writer runs on this thread, so waiting for the lock would
    // only stall the transfer that holds it.
    other = new Database(dbPath, { timeout: 0 });
  });
  afterAll(async () => {
    other.close();
    await shared.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Every satang the member holds, in the wallet and in every game account, open or not. */
  const heldSatang = (userId: string) =>
    other
      .prepare<[string, string], { total: number }>(
        `SELECT (SELECT wallet FROM users WHERE id = ?)
           + (SELECT COALESCE(SUM(amount), 0) FROM game_accounts WHERE user_id = ?) AS total`,
      )
      .get(userId, userId)?.total;

  it('cannot come between the debit and the credit: the money moves whole', async () => {
    const token = await shared.api.login();
    expect((await shared.api.post('/api/wallet/add', { amount: 1000 }, token)).status).toBe(200);
    const start = (await shared.api.get<WalletResult>('/api/wallet', token)).body;
    const game = start.slots.find((slot) => slot.isActive)?.code ?? '';
    const userId =
      other.prepare<[], { id: string }>("SELECT id FROM users WHERE username = '0812345678'").get()
        ?.id ?? '';
    const heldBefore = heldSatang(userId);
    const close = other.prepare(
      'UPDATE game_accounts SET is_active = 0 WHERE user_id = ? AND game_code = ?',
    );

    let interleaved: string | null = null;
    shared.server.sandbox.betweenDebitAndCredit = () => {
      try {
        close.run(userId, game);
        interleaved = 'closed the account';
      } catch (error) {
        interleaved = (error as { code?: string }).code ?? String(error);
      }
    };
    const reply = await shared.api.post(
      '/api/wallet/transfer',
      { from: 'WALLET', to: game, amount: 300 },
      token,
    );
    shared.server.sandbox.betweenDebitAndCredit = undefined;

    expect(heldSatang(userId), 'money the member holds').toBe(heldBefore);
    expect(reply.status).toBe(200);
    expect(interleaved).toBe('SQLITE_BUSY');
    const end = (await shared.api.get<WalletResult>('/api/wallet', token)).body;
    expect(Math.round(end.wallet.amount * 100)).toBe(
      Math.round(start.wallet.amount * 100) - 30_000,
    );
    const amountOf = (w: WalletResult) =>
      Math.round((w.slots.find((slot) => slot.code === game)?.amount ?? 0) * 100);
    expect(amountOf(end)).toBe(amountOf(start) + 30_000);
  });
});
