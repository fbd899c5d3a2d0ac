import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../lib/time';
import {
  DEMO,
  demoMemberSocket,
  disconnected,
  OTHER_MEMBER,
  startSandbox,
  type TestSandbox,
} from './helpers';

/**
 * The member's signed-in devices, capability `sessions` (docs/api.md#signed-in-devices): the
 * list (never a token), ending one session or all others (HTTP 401 and chat socket dropped,
 * as a logout), a password change that may keep the others, and 404 NO_DATA for every call
 * while the sandbox plays a backend without the capability.
 */
let clock = Date.now();
let sb: TestSandbox;
const sockets: Socket[] = [];
beforeAll(async () => {
  sb = await startSandbox({ now: () => clock });
});
afterAll(() => sb.close());
beforeEach(async () => {
  clock = Date.now();
  await sb.reset();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

interface Row {
  id: string;
  browser?: string;
  system?: string;
  userAgent: string;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}

async function loginAs(userAgent: string, credentials = DEMO): Promise<string> {
  const response = await fetch(`${sb.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function list(token: string): Promise<Row[]> {
  const reply = await sb.api.get<Row[]>('/api/account/sessions', token);
  expect(reply.status).toBe(200);
  return reply.body;
}

const joinedSocket = (token: string) => demoMemberSocket(sb.url, token, sockets);

const INVALID = { status: 401, body: { message: 'invalid-token' } };

describe('the list', () => {
  it("lists the member's sessions with browser, system and times, the current one marked, no token", async () => {
    const phone = await loginAs(ANDROID_CHROME);
    clock += 5 * MINUTE_MS;
    const laptop = await loginAs(IPHONE_SAFARI);
    await loginAs(IPHONE_SAFARI, OTHER_MEMBER);
    const rows = await list(phone);
    expect(rows).toHaveLength(2);
    const mine = rows.find((row) => row.current);
    expect(mine).toMatchObject({
      browser: 'Chrome',
      system: 'Android',
      userAgent: ANDROID_CHROME,
      current: true,
    });
    expect(rows.find((row) => !row.current)).toMatchObject({ browser: 'Safari', system: 'iOS' });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(phone);
    expect(text).not.toContain(laptop);
    for (const row of rows) expect(row.id).not.toBe(phone);
  });

  it('last active follows authenticated calls, at most once a minute', async () => {
    const token = await loginAs(ANDROID_CHROME);
    const created = (await list(token))[0]?.lastActiveAt;
    clock += 30_000;
    await sb.api.get('/api/wallet', token);
    expect((await list(token))[0]?.lastActiveAt).toBe(created);
    clock += 40_000;
    await sb.api.get('/api/wallet', token);
    expect((await list(token))[0]?.lastActiveAt).toBe(new Date(clock).toISOString());
  });
});

describe('ending sessions', () => {
  it('ends one session: its token is 401 and its chat socket is dropped; the caller stays', async () => {
    const mine = await loginAs(ANDROID_CHROME);
    const other = await loginAs(IPHONE_SAFARI);
    const socket = await joinedSocket(other);
    const dropped = disconnected(socket);
    const target = (await list(mine)).find((row) => !row.current);
    expect(target).toBeDefined();
    const reply = await sb.api.del(`/api/account/sessions/${target?.id}`, mine);
    expect(reply.status).toBe(200);
    await dropped;
    expect(await sb.api.get('/api/account/profile', other)).toEqual(INVALID);
    expect((await sb.api.get('/api/account/profile', mine)).status).toBe(200);
    expect(await list(mine)).toHaveLength(1);
  });

  it("refuses an unknown id and another member's session alike (404 NO_DATA)", async () => {
    const mine = await loginAs(ANDROID_CHROME);
    const theirs = await loginAs(IPHONE_SAFARI, OTHER_MEMBER);
    const theirId = (await list(theirs))[0]?.id;
    for (const id of [theirId, 'nope']) {
      expect(await sb.api.del(`/api/account/sessions/${id}`, mine)).toEqual({
        status: 404,
        body: { message: 'NO_DATA' },
      });
    }
    expect((await sb.api.get('/api/account/profile', theirs)).status).toBe(200);
  });

  it('logs out every other session, sockets included, and keeps the caller', async () => {
    const mine = await loginAs(ANDROID_CHROME);
    const others = [await loginAs(IPHONE_SAFARI), await loginAs(IPHONE_SAFARI)];
    const socket = await joinedSocket(others[0] ?? '');
    const dropped = disconnected(socket);
    const theirs = await loginAs(IPHONE_SAFARI, OTHER_MEMBER);
    expect((await sb.api.post('/api/account/sessions/logout-others', {}, mine)).status).toBe(200);
    await dropped;
    for (const token of others) {
      expect(await sb.api.get('/api/account/profile', token)).toEqual(INVALID);
    }
    expect((await sb.api.get('/api/account/profile', theirs)).status).toBe(200);
    expect((await list(mine)).map((row) => row.current)).toEqual([true]);
  });
});

describe('a password change', () => {
  const change = (token: string, extra: Record<string, unknown>) =>
    sb.api.put(
      '/api/account/changepwd',
      { oldPassword: DEMO.password, newPassword: 'NewPass123', ...extra },
      token,
    );

  it('keeps the other sessions when told endOtherSessions: false', async () => {
    const mine = await loginAs(ANDROID_CHROME);
    const other = await loginAs(IPHONE_SAFARI);
    expect((await change(mine, { endOtherSessions: false })).status).toBe(200);
    expect((await sb.api.get('/api/account/profile', other)).status).toBe(200);
  });

  it('ends them when told true, and when the field is absent', async () => {
    for (const extra of [{ endOtherSessions: true }, {}]) {
      await sb.reset();
      const mine = await loginAs(ANDROID_CHROME);
      const other = await loginAs(IPHONE_SAFARI);
      expect((await change(mine, extra)).status).toBe(200);
      expect(await sb.api.get('/api/account/profile', other)).toEqual(INVALID);
    }
  });

  it('ends them anyway on a backend without the capability', async () => {
    await sb.api.post('/api/__sandbox/settings', { features: false });
    const mine = await loginAs(ANDROID_CHROME);
    const other = await loginAs(IPHONE_SAFARI);
    expect((await change(mine, { endOtherSessions: false })).status).toBe(200);
    expect(await sb.api.get('/api/account/profile', other)).toEqual(INVALID);
  });
});

describe('a backend without the capability', () => {
  it('answers 404 NO_DATA to every call of it', async () => {
    await sb.api.post('/api/__sandbox/settings', { features: false });
    const mine = await loginAs(ANDROID_CHROME);
    const notFound = { status: 404, body: { message: 'NO_DATA' } };
    expect(await sb.api.get('/api/account/sessions', mine)).toEqual(notFound);
    expect(await sb.api.del('/api/account/sessions/x', mine)).toEqual(notFound);
    expect(await sb.api.post('/api/account/sessions/logout-others', {}, mine)).toEqual(notFound);
  });
});
