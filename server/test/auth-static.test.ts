import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers';

let sb: TestSandbox;
let staticDir: string;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'sandbox-static-'));
  await mkdir(join(staticDir, 'static', 'js'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>wallet</title>');
  await writeFile(join(staticDir, 'static', 'js', 'app.js'), 'console.log(1)');
  sb = await startSandbox({ staticDir });
});
afterAll(async () => {
  await sb.close();
  await rm(staticDir, { recursive: true, force: true });
});

/** Every call that needs a member (docs/api.md), with a body where it takes one. */
const MEMBER_CALLS: [string, string][] = [
  ['GET', '/api/account/profile'],
  ['PUT', '/api/account/profile'],
  ['PUT', '/api/account/bankAccountName'],
  ['PUT', '/api/account/changepwd'],
  ['POST', '/api/logout'],
  ['GET', '/api/wallet'],
  ['GET', '/api/wallet/refresh/slot'],
  ['GET', '/api/wallet/activate/pg'],
  ['GET', '/api/wallet/account/pg'],
  ['GET', '/api/wallet/resetpassword/pg'],
  ['POST', '/api/wallet/add'],
  ['POST', '/api/wallet/transfer'],
  ['POST', '/api/wallet/transferAll'],
  ['POST', '/api/wallet/withdraw'],
  ['POST', '/api/wallet/withdrawAll'],
  ['POST', '/api/wallet/slip'],
  ['POST', '/api/wallet/truelink'],
  ['POST', '/api/invite'],
  ['GET', '/api/invite/bonus'],
  ['GET', '/api/invite/banners'],
  ['POST', '/api/refund'],
  ['GET', '/api/refund/check'],
  ['GET', '/api/refund/receive'],
  ['GET', '/api/refund/addWallet'],
  ['GET', '/api/refund/banners'],
  ['GET', '/api/spinwheel/setup'],
  ['POST', '/api/spinwheel/spin'],
  ['GET', '/api/spinwheel/coupon'],
  ['POST', '/api/spinwheel/coupon/claim'],
  ['GET', '/api/spinwheel/active'],
  ['GET', '/api/qrcode/KBANK'],
  ['POST', '/api/qrcode/KBANK'],
  ['DELETE', '/api/qrcode/abc'],
  ['GET', '/api/autoLogin/pg/user'],
  ['GET', '/api/autoLogin/askmebet/user/pass'],
  ['GET', '/api/bonus'],
  ['GET', '/api/bonus/activate/DAILY50'],
  ['GET', '/api/bonus/check/active'],
  ['GET', '/api/bonus/check/minimum'],
  ['GET', '/api/bonus/clear'],
  ['GET', '/api/promotion/current'],
  ['GET', '/api/promotion/find/WELCOME100'],
  ['GET', '/api/promotion/activate/WELCOME100'],
  ['POST', '/api/statement'],
  ['POST', '/api/statement/slip'],
  ['GET', '/api/statement/slip/reference/01SL1000'],
];

describe('auth', () => {
  it.each(MEMBER_CALLS)('%s %s without a token answers 401 invalid-token', async (method, path) => {
    const hasBody = method === 'POST' || method === 'PUT';
    const reply = await fetch(sb.url + path, {
      method,
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
      body: hasBody ? '{}' : undefined,
    });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toEqual({ message: 'invalid-token' });
  });

  it('validate refuses an existing phone', async () => {
    const reply = await sb.api.post('/api/account/validate', {
      username: '0812345678',
      name: 'x',
      password: 'y',
    });
    expect(reply.body).toEqual({ message: 'EXISTING_USER' });
  });

  it('over-long parameters and malformed URLs answer KEY_INVALID, never a framework body', async () => {
    const token = await sb.api.login();
    const long = await sb.api.get(`/api/promotion/find/${'A'.repeat(600)}`, token);
    expect(long.body).toEqual({ message: 'KEY_INVALID' });
    const medium = await sb.api.get(`/api/promotion/find/${'A'.repeat(120)}`, token);
    expect(medium.body).toEqual({ message: 'KEY_INVALID' });
    const malformed = await sb.api.get('/api/promotion/find/%E0%A4%A', token);
    expect(malformed.body).toEqual({ message: 'KEY_INVALID' });
  });
});

describe('static wallet (SANDBOX_STATIC)', () => {
  it('serves files, falls back to index.html for app routes, keeps /api 404s', async () => {
    const root = await fetch(`${sb.url}/`);
    expect(root.headers.get('content-type')).toContain('text/html');
    expect(await root.text()).toContain('<title>wallet</title>');
    const route = await fetch(`${sb.url}/user/home?x=1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>wallet</title>');
    const asset = await fetch(`${sb.url}/static/js/app.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const api = await fetch(`${sb.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'NO_DATA' });
    const traversal = await fetch(`${sb.url}/..%2f..%2fetc%2fpasswd`);
    expect(await traversal.text()).toContain('<title>wallet</title>');
  });

  it('sends the security headers with the wallet (server/lib/security-headers.ts)', async () => {
    for (const path of ['/', '/user/home', '/static/js/app.js']) {
      const answer = await fetch(`${sb.url}${path}`);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self';");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy'), path).toContain('camera=(self)');
      expect(answer.headers.get('permissions-policy'), path).toContain('microphone=()');
      expect(answer.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      // Served over plain http: no HSTS (a browser ignores it there, and it is not true).
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
    }
  });
});

describe('malformed input never answers 500', () => {
  const KEYS = [
    'amount',
    'from',
    'to',
    'page',
    'limit',
    'username',
    'password',
    'name',
    'bankCode',
    'bankAccountName',
    'bankAccountNo',
    'oldPassword',
    'newPassword',
    'link',
    'coupon',
    'phoneNumber',
    'otpToken',
    'otpCode',
    'conversation',
    'userId',
    'guestId',
    'skip',
    'currency',
    'remember',
  ];
  const WEIRD: unknown[] = [
    null,
    0,
    -1,
    1e308,
    1.005,
    '',
    ' ',
    'x'.repeat(5000),
    [],
    [1],
    {},
    { a: 1 },
    true,
  ];

  it('for every JSON call, fields of every wrong type answer 4xx', async () => {
    const token = await sb.api.login();
    // Not logout: it would end the token the other calls are fuzzed with.
    const calls = MEMBER_CALLS.filter(
      ([method, path]) => (method === 'POST' || method === 'PUT') && path !== '/api/logout',
    ).concat([
      ['POST', '/api/login'],
      ['POST', '/api/account'],
      ['POST', '/api/account/validate'],
      ['POST', '/api/otp/send'],
      ['POST', '/api/otp/verify'],
      ['POST', '/api/chat/send-message'],
      ['POST', '/api/chat/history'],
      ['PUT', '/api/chat/read-customer/'],
      ['POST', '/api/chat/upload-image'],
    ]);
    for (const [method, path] of calls) {
      for (const value of WEIRD) {
        const body = Object.fromEntries(KEYS.map((key) => [key, value]));
        const reply = await fetch(sb.url + path, {
          method,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        expect(
          reply.status,
          `${method} ${path} ${JSON.stringify(value)?.slice(0, 20)}`,
        ).toBeLessThan(500);
      }
      for (const raw of ['null', '"text"', '42', '[]']) {
        const reply = await fetch(sb.url + path, {
          method,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: raw,
        });
        expect(reply.status, `${method} ${path} ${raw}`).toBeLessThan(500);
      }
    }
  });
});

/**
 * Names that a plain object answers for without holding them (Object.prototype's), sent
 * wherever a request names something: a lookup `table[name]` on a plain object found
 * `constructor` and answered 500 (GET /api/media/banners/constructor). The sandbox keys
 * such tables by Map or checks own properties (docs/api.md#names-from-a-request).
 */
const PROTOTYPE_NAMES = [
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'prototype',
  '__defineGetter__',
  'constructor.svg',
  '__proto__.svg',
];

describe('object-prototype names never answer 500', () => {
  /** Every route but HEAD, as the sandbox added them. */
  const routes = () => sb.server.routes.filter(({ method }) => method !== 'HEAD');
  /** A route's path with every parameter (and wildcard) set to `name`. */
  const fill = (url: string, name: string) =>
    url.replace(/:[A-Za-z]+/g, encodeURIComponent(name)).replace('*', encodeURIComponent(name));

  async function send(method: string, path: string, token: string, body?: unknown) {
    const hasBody = method === 'POST' || method === 'PUT';
    const reply = await fetch(sb.url + path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Accept-Language': 'constructor, __proto__;q=0.9, toString;q=0.8',
        'X-Sandbox-Control': '1',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
      redirect: 'manual',
    });
    await reply.arrayBuffer();
    return reply.status;
  }

  it('the sandbox lists its routes, parameters included', () => {
    const urls = routes().map(({ url }) => url);
    expect(urls).toContain('/api/media/banners/:name');
    expect(urls).toContain('/api/qrcode/:provider');
    expect(urls).toContain('/api/__sandbox/otp/:phone');
  });

  it('as every path parameter of every route', async () => {
    const token = await sb.api.login();
    const withParams = routes().filter(({ url }) => /[:*]/.test(url));
    expect(withParams.length).toBeGreaterThan(20);
    for (const { method, url } of withParams) {
      for (const name of PROTOTYPE_NAMES) {
        const path = fill(url, name);
        expect(await send(method, path, token), `${method} ${path}`).toBeLessThan(500);
      }
    }
  });

  it('as body keys and values, and query names, of every route', async () => {
    const token = await sb.api.login();
    const body = Object.fromEntries(
      PROTOTYPE_NAMES.filter((name) => name !== '__proto__').map((name) => [name, name]),
    );
    // Not logout, not the reset: they would end the token the other calls are sent with.
    const calls = routes().filter(
      ({ url }) => url !== '/api/logout' && url !== '/api/__sandbox/reset',
    );
    for (const { method, url } of calls) {
      const path = `${fill(url, 'x')}?${PROTOTYPE_NAMES.map((name) => `${name}=${name}`).join('&')}`;
      expect(await send(method, path, token, body), `${method} ${path}`).toBeLessThan(500);
    }
  });

  it('as multipart field names of every upload', async () => {
    const token = await sb.api.login();
    for (const path of ['/api/wallet/slip', '/api/chat/upload-image', '/api/chat/upload-video']) {
      const form = new FormData();
      for (const name of PROTOTYPE_NAMES) form.append(name, name);
      form.append('file', new Blob([new Uint8Array(16)], { type: 'image/png' }), 'a.png');
      const reply = await sb.api.upload(path, form, token);
      expect(reply.status, path).toBeLessThan(500);
    }
  });

  it('a banner named like an object member is simply not there', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const reply = await sb.api.get(`/api/media/banners/${name}`);
      expect(reply, name).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    }
    expect((await fetch(`${sb.url}/api/media/banners/invite-1.svg`)).status).toBe(200);
  });
});

describe('static wallet behind TLS (an https SANDBOX_PUBLIC_ORIGIN)', () => {
  it('adds Strict-Transport-Security to the security headers', async () => {
    const behindTls = await startSandbox({ staticDir, publicOrigin: 'https://wallet.example' });
    try {
      for (const path of ['/', '/static/js/app.js']) {
        const answer = await fetch(`${behindTls.url}${path}`);
        expect(answer.headers.get('strict-transport-security'), path).toBe(
          'max-age=63072000; includeSubDomains',
        );
        expect(answer.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      }
    } finally {
      await behindTls.close();
    }
  });
});
