import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../lib/time';
import {
  chatSocketOf,
  DEMO,
  demoMemberSocket,
  disconnected,
  startSandbox,
  type TestSandbox,
} from './helpers';

/**
 * Session lifetimes (docs/api.md#sessions): a token lives a day, 30 days for a remembered
 * login; logout revokes it; a password change revokes the member's other sessions. A dead
 * token answers 401 invalid-token on HTTP and on the chat socket's handshake, and a
 * connected socket of a revoked token is dropped. The clock is the sandbox's `now`.
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

const INVALID = { status: 401, body: { message: 'invalid-token' } };
const OK = { success: true, message: 'SUCCESS' };

async function login(extra: Record<string, unknown> = {}) {
  const reply = await sb.api.post<{ token: string }>('/api/login', { ...DEMO, ...extra });
  expect(reply.status).toBe(200);
  return reply.body.token;
}

async function profileStatus(token: string) {
  const reply = await sb.api.get('/api/account/profile', token);
  return reply.status === 200 ? 200 : reply;
}

const socketOf = (token: string) => chatSocketOf(sb.url, token, sockets);
const joinedSocket = (token: string) => demoMemberSocket(sb.url, token, sockets);

describe('token lifetime', () => {
  it('a login without remember lasts one day', async () => {
    const token = await login();
    clock += DAY_MS - 1000;
    expect(await profileStatus(token)).toBe(200);
    clock += 2000;
    expect(await profileStatus(token)).toEqual(INVALID);
    expect(await sb.api.get('/api/wallet', token)).toEqual(INVALID);
  });

  it('remember: false is the same as absent', async () => {
    const token = await login({ remember: false });
    clock += DAY_MS + 1000;
    expect(await profileStatus(token)).toEqual(INVALID);
  });

  it('a remembered login lasts 30 days', async () => {
    const token = await login({ remember: true });
    clock += 30 * DAY_MS - 1000;
    expect(await profileStatus(token)).toBe(200);
    clock += 2000;
    expect(await profileStatus(token)).toEqual(INVALID);
  });

  it('remember must be a boolean', async () => {
    const reply = await sb.api.post('/api/login', { ...DEMO, remember: 'yes' });
    expect(reply).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
  });

  it('an expired token is refused at the chat socket handshake', async () => {
    const token = await login();
    await joinedSocket(token);
    clock += DAY_MS + 1000;
    const result = await socketOf(token);
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toBe('invalid-token');
  });

  it('an unknown token is refused at the handshake; a guest (no token) connects', async () => {
    const result = await socketOf('not-a-token');
    expect((result as Error).message).toBe('invalid-token');
    const guest = io(sb.url, { transports: ['websocket'], reconnection: false });
    sockets.push(guest);
    await new Promise<void>((resolve, reject) => {
      guest.once('connect', () => resolve());
      guest.once('connect_error', reject);
    });
  });
});

describe('POST /api/logout', () => {
  it('revokes the token everywhere and drops its chat socket', async () => {
    const token = await login({ remember: true });
    const other = await login();
    const socket = await joinedSocket(token);
    const otherSocket = await joinedSocket(other);
    const dropped = disconnected(socket);
    expect(await sb.api.post('/api/logout', {}, token)).toEqual({ status: 200, body: OK });
    await dropped;
    expect(await profileStatus(token)).toEqual(INVALID);
    expect(await sb.api.post('/api/logout', {}, token)).toEqual(INVALID);
    const again = await socketOf(token);
    expect((again as Error).message).toBe('invalid-token');
    // Only that session ended.
    expect(await profileStatus(other)).toBe(200);
    expect(otherSocket.connected).toBe(true);
  });

  it('without a token answers 401', async () => {
    expect(await sb.api.post('/api/logout', {})).toEqual(INVALID);
  });

  // A logout always ends the session, whatever its body: an empty JSON body, malformed
  // JSON, text, no content type at all. Before, the body parser refused the first two
  // (KEY_MISSING, KEY_INVALID) before the handler ran, and the token stayed valid.
  it.each([
    ['an empty JSON body', { 'Content-Type': 'application/json' }, ''],
    ['malformed JSON', { 'Content-Type': 'application/json' }, '{'],
    ['JSON null', { 'Content-Type': 'application/json' }, 'null'],
    ['a text body', { 'Content-Type': 'text/plain' }, 'bye'],
    ['a form body', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=1'],
    ['no body', {}, undefined],
  ])('with %s ends the session', async (_what, headers: Record<string, string>, body) => {
    const token = await login();
    const reply = await fetch(`${sb.url}/api/logout`, {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${token}` },
      body,
    });
    expect({ status: reply.status, body: await reply.json() }).toEqual({ status: 200, body: OK });
    expect(await profileStatus(token)).toEqual(INVALID);
  });
});

describe('a password change', () => {
  it('revokes every other session of the member and keeps the current one', async () => {
    const current = await login();
    const other = await login({ remember: true });
    const otherSocket = await joinedSocket(other);
    const dropped = disconnected(otherSocket);
    const changed = await sb.api.put(
      '/api/account/changepwd',
      { oldPassword: DEMO.password, newPassword: 'new-secret-1' },
      current,
    );
    expect(changed).toEqual({ status: 200, body: OK });
    await dropped;
    expect(await profileStatus(other)).toEqual(INVALID);
    expect(await profileStatus(current)).toBe(200);
  });

  it('a refused change (wrong old password) revokes nothing', async () => {
    const current = await login();
    const other = await login();
    const refused = await sb.api.put(
      '/api/account/changepwd',
      { oldPassword: 'wrong', newPassword: 'new-secret-1' },
      current,
    );
    expect(refused.body).toEqual({ message: 'WRONG_PASSWORD' });
    expect(await profileStatus(other)).toBe(200);
  });
});
