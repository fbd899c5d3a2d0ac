import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFor, startSandbox, type TestSandbox } from './helpers';

/**
 * The development controls under /api/__sandbox/ answer only while the sandbox listens on
 * a loopback address (docs/api.md#development-controls): a sandbox reachable from the
 * network must not let anyone reset it, read OTP codes or pay QR codes.
 */
const CONTROLS: [string, string, unknown?][] = [
  ['POST', '/api/__sandbox/reset'],
  ['GET', '/api/__sandbox/settings'],
  ['POST', '/api/__sandbox/settings', { terminated: true }],
  ['GET', '/api/__sandbox/otp/0811111111'],
  ['GET', '/api/__sandbox/slips/0812345678'],
  ['POST', '/api/__sandbox/qrcode/abc/pay'],
  ['POST', '/api/__sandbox/chat/sandbox-chat-x/say', { text: 'hi' }],
  ['POST', '/api/__sandbox/chat/sockets', { open: false }],
];

async function call(url: string, method: string, path: string, body?: unknown) {
  const reply = await fetch(url + path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  return { status: reply.status, body: text ? (JSON.parse(text) as unknown) : null };
}

describe('on a loopback address', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());

  it('the controls answer', async () => {
    expect((await call(sb.url, 'GET', '/api/__sandbox/settings')).status).toBe(200);
    expect((await call(sb.url, 'POST', '/api/__sandbox/reset')).status).toBe(200);
  });
});

describe('on every interface (0.0.0.0)', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox({ listenHost: '0.0.0.0' });
  });
  afterAll(() => sb.close());

  it.each(CONTROLS)('%s %s answers 404 NO_DATA and changes nothing', async (method, path, body) => {
    const reply = await call(sb.url, method, path, body);
    expect(reply).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });

  it('an encoded path reaches no control either', async () => {
    const reply = await call(sb.url, 'POST', '/api/%5F%5Fsandbox/settings', { terminated: true });
    expect(reply).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });

  it('the site is not terminated and the API still works', async () => {
    const api = apiFor(sb.url);
    expect((await api.get('/api/lookup/active')).body).toEqual({ terminated: false });
    expect((await api.get('/api/lookup/info')).status).toBe(200);
  });
});
