import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandWith } from '../../brands/data';
import { type CheckRow, checkBackend, exitCode, formatTable } from '../../scripts/backend-check';
import { VARIANT_BACKEND } from '../fixtures/variant-backend';
import { BRAND, DEMO, startSandbox, type TestSandbox } from './helpers';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const demo = {
  phone: DEMO.username,
  password: DEMO.password,
  currencyRules: BRAND.currencyRules,
};

/**
 * A tiny proxy in front of the sandbox that breaks some answers after the sandbox has
 * serialized them, as a faulty operator backend would.
 */
async function brokenProxy(
  target: string,
  breaks: Readonly<Record<string, (body: Record<string, unknown>) => unknown>>,
  {
    dropHeaders = [],
    answers = {},
  }: {
    dropHeaders?: readonly string[];
    /** Answers sent instead of the sandbox's, by `METHOD /path`: status and raw body. */
    answers?: Readonly<Record<string, { status: number; body: string }>>;
  } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (
        typeof value === 'string' &&
        name !== 'host' &&
        name !== 'connection' &&
        !dropHeaders.includes(name)
      ) {
        headers.set(name, value);
      }
    }
    const answer = await fetch(target + (request.url ?? '/'), {
      method: request.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let text = await answer.text();
    const path = (request.url ?? '').split('?')[0] ?? '';
    const instead = answers[`${request.method} ${path}`];
    if (instead) {
      response.writeHead(instead.status, { 'content-type': 'application/json' });
      response.end(instead.body);
      return;
    }
    const mangle = breaks[`${request.method} ${path}`];
    if (mangle && answer.status === 200) {
      const body = JSON.parse(text) as Record<string, unknown>;
      text = JSON.stringify(mangle(body) ?? body);
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('npm run check-backend', () => {
  it('passes against the sandbox, the 1-baht round trip included, without a warning', async () => {
    const rows = await checkBackend({ baseUrl: sb.url, ...demo, write: true });
    expect(rows.filter((row) => row.level !== 'pass')).toEqual([]);
    const calls = rows.map((row) => row.call);
    expect(calls).toContain('GET /api/account/profile');
    expect(calls).toContain('GET /api/lookup/banks');
    // The announced password reset, checked harmlessly: a made-up token is refused.
    expect(rows).toContainEqual(
      expect.objectContaining({
        call: 'POST /api/password-reset (a made-up token: refused)',
        level: 'pass',
        detail: 'refused (400): OTP_TOKEN_INVALID',
      }),
    );
    // The sandbox announces stepUp: the right password proves the session (docs/api.md#step-up).
    expect(calls).toContain('POST /api/account/reauth');
    // An announced capability's read-only calls are checked too.
    expect(calls).toContain('GET /api/passkeys');
    // And depositLimits: the member's limits are read (docs/api.md#deposit-limits).
    expect(calls).toContain('GET /api/account/deposit-limits');
    // And selfExclusion: a wrong password locks nothing (docs/api.md#self-exclusion).
    expect(calls).toContain('POST /api/account/self-exclusion (a wrong password: refused)');
    expect(calls.filter((call) => call.startsWith('POST /api/wallet/transfer'))).toHaveLength(3);
    expect(rows).toContainEqual(
      expect.objectContaining({
        call: 'transfer round trip',
        level: 'pass',
        detail: 'Idempotency-Key honoured: the repeat moved nothing',
      }),
    );
  });

  it('warns, and fails nothing, for a backend that ignores Idempotency-Key', async () => {
    // The key never reaches the sandbox: the repeated transfer moves the baht again.
    const proxy = await brokenProxy(sb.url, {}, { dropHeaders: ['idempotency-key'] });
    try {
      const rows = await checkBackend({ baseUrl: proxy.url, ...demo, write: true });
      expect(rows.filter((row) => row.level !== 'pass')).toEqual([
        expect.objectContaining({
          call: 'transfer round trip',
          level: 'warn',
          detail: expect.stringContaining('Idempotency-Key not honoured'),
        }),
      ]);
      expect(exitCode(rows)).toBe(0);
      // The way back returned both baht: the main wallet ends where it began.
      expect(rows.at(-2)).toMatchObject({ call: 'GET /api/wallet (after)', level: 'pass' });
    } finally {
      await proxy.close();
    }
  });

  it('passes for a kip demo member too, its round trip in whole kip', async () => {
    const brand = brandWith((b) => b.demo.currency === 'LAK', 'has a kip demo member');
    const kip = await startSandbox({ brand: brand.id });
    try {
      const rows = await checkBackend({
        baseUrl: kip.url,
        phone: brand.demo.phone,
        password: brand.demo.password,
        currencyRules: brand.currencyRules,
        write: true,
      });
      const minimum = brand.currencyRules.LAK.transferMin;
      const out = new RegExp(`^POST /api/wallet/transfer WALLET → \\S+ ${minimum}$`);
      expect(rows.some((row) => out.test(row.call))).toBe(true);
      expect(rows.filter((row) => row.level !== 'pass')).toEqual([]);
    } finally {
      await kip.close();
    }
  });

  // An error answer with a code the call does not declare (GET /api/wallet declares none):
  // the schema of "its codes" was an empty enum, which AJV refused to compile, and the
  // check ended in an uncaught error with a stack trace.
  it('reports an undeclared error answer as a FAIL row naming its status and code', async () => {
    const proxy = await brokenProxy(
      sb.url,
      {},
      {
        answers: {
          'GET /api/wallet': { status: 500, body: '{"message":"boom"}' },
          'GET /api/bonus': { status: 503, body: '<html>down</html>' },
          'GET /api/spinwheel/setup': { status: 400, body: '{"message":"NO_SUCH_CODE"}' },
          'GET /api/refund/check': { status: 502, body: '' },
        },
      },
    );
    try {
      const rows = await checkBackend({ baseUrl: proxy.url, ...demo });
      const failed = rows.filter((row) => row.level === 'fail');
      expect(failed).toEqual([
        expect.objectContaining({
          call: 'GET /api/wallet',
          status: 500,
          detail: 'refused (500) with a code outside the contract: "boom"',
        }),
        expect.objectContaining({ call: 'GET /api/refund/check', status: 502 }),
        expect.objectContaining({
          call: 'GET /api/bonus',
          status: 503,
          detail: 'answer is not JSON',
        }),
        expect.objectContaining({
          call: 'GET /api/spinwheel/setup',
          status: 400,
          detail: 'refused (400) with a code outside the contract: "NO_SUCH_CODE"',
        }),
      ]);
      expect(failed[1]?.detail).toContain('502');
      // The rest ran: the logout at the end is there.
      expect(rows.at(-1)).toMatchObject({ call: 'POST /api/logout', level: 'pass' });
      expect(formatTable(rows)).toContain(
        'FAIL refused (500) with a code outside the contract: "boom"',
      );
    } finally {
      await proxy.close();
    }
  });

  // The decimals check had a tolerance relative to the amount: from 10,000 baht up a third
  // decimal passed. It is exact, in integer satang.
  it('fails an amount with a third decimal at any size', async () => {
    const proxy = await brokenProxy(sb.url, {
      'GET /api/wallet': (body) => {
        (body.wallet as Record<string, unknown>).amount = 125050.001;
      },
      'GET /api/lookup/withdraw': (body) => {
        body.withdrawMax = 50000.01;
      },
    });
    try {
      const rows = await checkBackend({ baseUrl: proxy.url, ...demo });
      const wallet = rows.find((row) => row.call === 'GET /api/wallet');
      expect(wallet).toMatchObject({
        level: 'fail',
        detail: '/wallet/amount: more than 2 decimals',
      });
      expect(rows.find((row) => row.call === 'GET /api/lookup/withdraw')?.level).toBe('pass');
    } finally {
      await proxy.close();
    }
  });

  it('catches a missing field, a wrong type and an extra secret field', async () => {
    const proxy = await brokenProxy(sb.url, {
      'GET /api/wallet': (body) => {
        delete (body.wallet as Record<string, unknown>).amount;
      },
      'GET /api/lookup/withdraw': (body) => {
        body.withdrawMin = String(body.withdrawMin);
      },
      'GET /api/account/profile': (body) => {
        (body.profile as Record<string, unknown>).passwordHash = 'scrypt$…';
      },
      'GET /api/lookup/info': (body) => {
        body.adminNote = 'extra fields of non-strict entities are tolerated';
      },
    });
    try {
      const rows = await checkBackend({ baseUrl: proxy.url, ...demo });
      const failed = Object.fromEntries(
        rows.filter((row) => row.level === 'fail').map((row) => [row.call, row.detail]),
      );
      expect(failed).toEqual({
        'GET /api/wallet': '/wallet/amount: missing',
        'GET /api/lookup/withdraw': '/withdrawMin: must be number',
        'GET /api/account/profile': '/profile/passwordHash: not in the contract (extra field)',
      });
    } finally {
      await proxy.close();
    }
  });

  it('warns, and fails nothing, for a backend that sends the variants the spec allows', async () => {
    const proxy = await brokenProxy(sb.url, VARIANT_BACKEND);
    try {
      const rows = await checkBackend({ baseUrl: proxy.url, ...demo, write: true });
      expect(rows.filter((row) => row.level === 'fail')).toEqual([]);
      const warned = Object.fromEntries(
        rows.filter((row) => row.level === 'warn').map((row) => [row.call, row.detail]),
      );
      expect(warned).toEqual({
        'GET /api/lookup/deposit': expect.stringMatching(/^\/banks\/\d+\/currency: /),
        'GET /api/bonus': expect.stringMatching(/^\/\d+\/userBonus\/code: missing/),
        'GET /api/spinwheel/coupon': expect.stringMatching(/^\/result\/0\/prize\/slice: /),
        'POST /api/statement': expect.stringMatching(/^\/statements\/0\/statementType: /),
        'POST /api/chat/history': expect.stringMatching(/^\/list\/0\/(guestId: missing|message)/),
      });
      // The bank QR mode is still checked: KBANK is a bank account of the deposit lookup.
      expect(rows.map((row) => row.call)).toContain('GET /api/qrcode/KBANK');
      expect(exitCode(rows)).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  it('exits 1 on any FAIL, 0 on warnings alone', () => {
    const row = (level: CheckRow['level']): CheckRow => ({
      call: 'GET /api/x',
      status: 200,
      ms: 1,
      level,
      detail: level,
    });
    expect(exitCode([row('pass'), row('warn')])).toBe(0);
    expect(exitCode([row('pass'), row('warn'), row('fail')])).toBe(1);
    expect(formatTable([row('warn'), row('fail')])).toMatch(/WARN warn\n.*FAIL fail/);
  });

  it('reports a wrong password as a refused login and stops there', async () => {
    const rows = await checkBackend({ ...demo, baseUrl: sb.url, password: 'nope' });
    expect(rows.at(-1)).toMatchObject({
      call: 'POST /api/login',
      status: 400,
      level: 'fail',
      detail: 'refused (400): WRONG_CREDENTIAL',
    });
  });
});
