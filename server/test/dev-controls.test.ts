import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTROL_HEADERS } from '../lib/dev-controls';
import { apiFor, OTP, startSandbox, type TestSandbox } from './helpers';

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

async function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = CONTROL_HEADERS,
) {
  const reply = await fetch(url + path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  return { status: reply.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * A request with a Host of one's choosing, as a DNS-rebinding page's browser sends it
 * (`fetch` does not let a script set Host).
 */
function callWithHost(
  url: string,
  method: string,
  path: string,
  host: string,
  headers: Record<string, string> = CONTROL_HEADERS,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url + path, { method, headers: { ...headers, host } }, (reply) => {
      let text = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => {
        text += chunk;
      });
      reply.on('end', () =>
        resolve({
          status: reply.statusCode ?? 0,
          body: text ? (JSON.parse(text) as unknown) : null,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('on a loopback address', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox();
  });
  afterAll(() => sb.close());
  beforeEach(() => sb.reset());

  it('the controls answer', async () => {
    expect((await call(sb.url, 'GET', '/api/__sandbox/settings')).status).toBe(200);
    expect((await call(sb.url, 'POST', '/api/__sandbox/reset')).status).toBe(200);
  });

  // A page of any site can send a form-like POST (text/plain, no preflight) to the
  // developer's sandbox: without X-Sandbox-Control it must change nothing.
  it.each(CONTROLS)(
    '%s %s without X-Sandbox-Control answers 403 KEY_MISSING',
    async (method, path, body) => {
      const reply = await call(sb.url, method, path, body, {});
      expect(reply).toEqual({ status: 403, body: { message: 'KEY_MISSING' } });
    },
  );

  it('a cross-site form post (text/plain) cannot reset or switch anything', async () => {
    await sb.api.post('/api/__sandbox/settings', { registerOTP: false });
    for (const path of ['/api/__sandbox/reset', '/api/__sandbox/settings']) {
      const reply = await fetch(sb.url + path, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: '{"terminated":true}',
      });
      expect(reply.status, path).toBe(403);
    }
    expect((await sb.api.get('/api/__sandbox/settings')).body).toMatchObject({
      registerOTP: false,
      terminated: false,
    });
  });

  it('a wrong X-Sandbox-Control value is refused too', async () => {
    const reply = await call(sb.url, 'GET', '/api/__sandbox/settings', undefined, {
      'X-Sandbox-Control': 'yes',
    });
    expect(reply).toEqual({ status: 403, body: { message: 'KEY_INVALID' } });
  });

  // DNS rebinding: evil.example resolves to 127.0.0.1, so its page reaches the sandbox
  // with `Host: evil.example:<port>` and may read the answers as same-origin.
  it.each(CONTROLS)('%s %s with a foreign Host answers 403 KEY_INVALID', async (method, path) => {
    const port = new URL(sb.url).port;
    const reply = await callWithHost(sb.url, method, path, `evil.example:${port}`);
    expect(reply).toEqual({ status: 403, body: { message: 'KEY_INVALID' } });
  });

  it('a rebound page cannot read an OTP code', async () => {
    const phone = '0870000009';
    expect((await sb.api.post('/api/otp/send', { phoneNumber: phone })).status).toBe(200);
    const port = new URL(sb.url).port;
    const rebound = await callWithHost(
      sb.url,
      'GET',
      `/api/__sandbox/otp/${phone}`,
      `evil.example:${port}`,
    );
    expect(rebound).toEqual({ status: 403, body: { message: 'KEY_INVALID' } });
    // Loopback names of any spelling, with the header, still read it.
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'LOCALHOST']) {
      const own = await callWithHost(sb.url, 'GET', `/api/__sandbox/otp/${phone}`, host);
      expect(own.status, host).toBe(200);
      expect(own.body, host).toMatchObject({ code: OTP });
    }
  });

  it('the API itself does not need the header', async () => {
    expect((await call(sb.url, 'GET', '/api/lookup/info', undefined, {})).status).toBe(200);
  });
});

describe('with a public origin (SANDBOX_PUBLIC_ORIGIN)', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startSandbox({ publicOrigin: 'http://192.168.1.20:3000' });
  });
  afterAll(() => sb.close());

  it('its Host is trusted as well as loopback; another one is not', async () => {
    const settings = '/api/__sandbox/settings';
    expect((await callWithHost(sb.url, 'GET', settings, '192.168.1.20:3000')).status).toBe(200);
    expect((await callWithHost(sb.url, 'GET', settings, '192.168.1.20:3001')).status).toBe(403);
    expect((await callWithHost(sb.url, 'GET', settings, '192.168.1.21:3000')).status).toBe(403);
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
