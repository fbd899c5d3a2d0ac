import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StatementList, WalletResult } from '../../src/api/types';
import { roundSatang } from '../../src/domain/rules/money';
import { idempotencyScope } from '../lib/idempotency';
import { OTHER_MEMBER, startSandbox, type TestSandbox } from './helpers';

/**
 * The Idempotency-Key of the money calls (docs/api.md#idempotency-key): a retry of an order
 * whose answer was lost replays the stored answer and moves nothing. The clock is the
 * sandbox's `now`, so the 24-hour lifetime is tested without waiting.
 */
let sb: TestSandbox;
let clock = Date.now();
let token: string;
beforeAll(async () => {
  sb = await startSandbox({ now: () => clock });
});
afterAll(() => sb.close());
beforeEach(async () => {
  clock = Date.now();
  await sb.reset();
  token = await sb.api.login();
});

const HOUR_MS = 3_600_000;

interface Sent {
  status: number;
  body: unknown;
  replayed: string | null;
}

async function send(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  key: string | null,
  as = token,
): Promise<Sent> {
  const headers: Record<string, string> = {
    'X-Requester': 'wallet-user',
    Authorization: `Bearer ${as}`,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key !== null) headers['Idempotency-Key'] = key;
  const response = await fetch(sb.url + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    replayed: response.headers.get('idempotent-replayed'),
  };
}

const transfer = (amount: number, key: string | null, as = token) =>
  send('POST', '/api/wallet/transfer', { from: 'WALLET', to: 'pg', amount }, key, as);

const walletOf = async (as = token) => (await sb.api.get<WalletResult>('/api/wallet', as)).body;
const mainSatang = (w: WalletResult) => roundSatang(w.wallet.amount);
const transfers = async (as = token) =>
  (await sb.api.post<StatementList>('/api/statement', { page: 1 }, as)).body.statements.filter(
    (row) => row.statementType === 'transfer',
  ).length;

const OK = { success: true, message: 'SUCCESS' };

describe('Idempotency-Key on the money calls', () => {
  it('the same key and body replays the stored answer with Idempotent-Replayed and moves nothing', async () => {
    const before = mainSatang(await walletOf());
    const rows = await transfers();
    const first = await transfer(10, 'order-0001-aaaa');
    expect(first).toEqual({ status: 200, body: OK, replayed: null });
    const again = await transfer(10, 'order-0001-aaaa');
    expect(again).toEqual({ status: 200, body: OK, replayed: 'true' });
    expect(mainSatang(await walletOf())).toBe(before - 1000);
    expect(await transfers()).toBe(rows + 1);
  });

  it('replays a refusal too: the same key answers the same code, even once the money is there', async () => {
    const w = await walletOf();
    const tooMuch = w.wallet.amount + 1;
    const refused = await transfer(tooMuch, 'order-refused-1');
    expect(refused).toEqual({ status: 400, body: { message: 'MONEY_NOT_ENOUGH' }, replayed: null });
    await send('POST', '/api/wallet/add', { amount: 100 }, null);
    const again = await transfer(tooMuch, 'order-refused-1');
    expect(again).toEqual({
      status: 400,
      body: { message: 'MONEY_NOT_ENOUGH' },
      replayed: 'true',
    });
  });

  it('the same key with another body is refused with IDEMPOTENCY_KEY_REUSED and moves nothing', async () => {
    await transfer(10, 'order-0002-bbbb');
    const before = mainSatang(await walletOf());
    const other = await transfer(20, 'order-0002-bbbb');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: 'IDEMPOTENCY_KEY_REUSED' });
    expect(mainSatang(await walletOf())).toBe(before);
  });

  it('keys are per member and per call: another member, or another call, with the same key is a new order', async () => {
    const other = await sb.api.login(OTHER_MEMBER);
    await send('POST', '/api/wallet/add', { amount: 50 }, null, other);
    const otherBefore = mainSatang(await walletOf(other));
    const mine = await transfer(10, 'shared-key-123');
    const theirs = await transfer(10, 'shared-key-123', other);
    expect(mine.replayed).toBeNull();
    expect(theirs).toEqual({ status: 200, body: OK, replayed: null });
    expect(mainSatang(await walletOf(other))).toBe(otherBefore - 1000);
    const before = mainSatang(await walletOf());
    const deposit = await send('POST', '/api/wallet/add', { amount: 10 }, 'shared-key-123');
    expect(deposit).toEqual({ status: 200, body: OK, replayed: null });
    expect(mainSatang(await walletOf())).toBe(before + 1000);
  });

  it('a key lives 24 hours on the sandbox clock: after that the same key is a new order', async () => {
    const before = mainSatang(await walletOf());
    await transfer(10, 'order-expiry-1');
    clock += 23 * HOUR_MS;
    token = await sb.api.login();
    expect((await transfer(10, 'order-expiry-1', token)).replayed).toBe('true');
    expect(mainSatang(await walletOf())).toBe(before - 1000);
    clock += 2 * HOUR_MS;
    token = await sb.api.login();
    expect(await transfer(10, 'order-expiry-1', token)).toEqual({
      status: 200,
      body: OK,
      replayed: null,
    });
    expect(mainSatang(await walletOf())).toBe(before - 2000);
    // The expired row is gone from the database, not only ignored.
    const rows = sb.server.sandbox.db
      .prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM idempotency_keys WHERE created_at <= ?',
      )
      .get(clock - 24 * HOUR_MS);
    expect(rows?.n).toBe(0);
  });

  it('without the header every call is a new order, as before', async () => {
    const before = mainSatang(await walletOf());
    expect(await transfer(10, null)).toEqual({ status: 200, body: OK, replayed: null });
    expect(await transfer(10, null)).toEqual({ status: 200, body: OK, replayed: null });
    expect(mainSatang(await walletOf())).toBe(before - 2000);
  });

  it('a key that is too short, too long or not printable is refused with KEY_INVALID', async () => {
    const before = mainSatang(await walletOf());
    for (const key of ['short', 'x'.repeat(256), 'has\ttab-inside']) {
      const reply = await transfer(10, key);
      expect(reply.status, key).toBe(400);
      expect(reply.body).toEqual({ message: 'KEY_INVALID' });
    }
    expect(mainSatang(await walletOf())).toBe(before);
  });

  it('the same key sent many times at once moves the money once; the others replay or wait', async () => {
    const before = mainSatang(await walletOf());
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => transfer(10, 'order-concurrent-1')),
    );
    for (const reply of replies) {
      if (reply.status === 200) expect(reply.body).toEqual(OK);
      else
        expect(reply).toMatchObject({ status: 409, body: { message: 'IDEMPOTENCY_KEY_IN_USE' } });
    }
    expect(replies.filter((reply) => reply.status === 200 && !reply.replayed)).toHaveLength(1);
    expect(mainSatang(await walletOf())).toBe(before - 1000);
  });

  it('a key whose first request is still being processed is refused with IDEMPOTENCY_KEY_IN_USE', async () => {
    const before = mainSatang(await walletOf());
    const { idempotency } = sb.server.sandbox;
    const memberId = (await walletOf()).profile._id;
    const scope = idempotencyScope(memberId, 'POST /api/wallet/transfer', 'order-inflight-1');
    // The first request, as the store sees it between its start and its answer.
    idempotency.inFlight.add(scope);
    const second = await transfer(10, 'order-inflight-1');
    expect(second).toEqual({
      status: 409,
      body: { message: 'IDEMPOTENCY_KEY_IN_USE' },
      replayed: null,
    });
    expect(mainSatang(await walletOf())).toBe(before);
    idempotency.inFlight.delete(scope);
    expect((await transfer(10, 'order-inflight-1')).replayed).toBeNull();
    expect((await transfer(10, 'order-inflight-1')).replayed).toBe('true');
    expect(mainSatang(await walletOf())).toBe(before - 1000);
  });

  it('every money call of the contract honours the key (a GET one too)', async () => {
    const before = mainSatang(await walletOf());
    const a = await send('POST', '/api/wallet/add', { amount: 30 }, 'deposit-key-01');
    const b = await send('POST', '/api/wallet/add', { amount: 30 }, 'deposit-key-01');
    expect([a.replayed, b.replayed]).toEqual([null, 'true']);
    const invite1 = await send('GET', '/api/invite/bonus', undefined, 'invite-key-01');
    const invite2 = await send('GET', '/api/invite/bonus', undefined, 'invite-key-01');
    expect(invite2).toEqual({ ...invite1, replayed: 'true' });
    const after = mainSatang(await walletOf());
    expect(after - before).toBe(3000 + (invite1.status === 200 ? 8550 : 0));
  });
});
