import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../src/api/contract/calls';
import type { UserRow } from '../db/rows';
import { requireMember } from '../lib/auth';
import { contractRoutes, guardContract } from '../lib/contract-routes';
import { SANDBOX_AJV } from '../lib/schema-validation';
import { startSandbox, type TestSandbox } from './helpers';

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  sb = await startSandbox();
  token = await sb.api.login();
});
afterAll(() => sb.close());

describe('the API contract in the sandbox', () => {
  it('every call of the contract has a sandbox route (logout comes with its own branch)', () => {
    const missing = CALLS.filter(
      (call) => !call.optional && !sb.server.app.hasRoute({ method: call.method, url: call.path }),
    ).map((call) => `${call.method} ${call.path}`);
    expect(missing).toEqual([]);
  });

  it('refuses payloads by the schema with the catalogue codes', async () => {
    const post = (body: unknown) => sb.api.post('/api/wallet/transfer', body, token);
    expect((await post({ from: 'WALLET', to: 'pg' })).body).toEqual({ message: 'KEY_MISSING' });
    expect((await post({ from: 'WALLET', to: 'pg', amount: null })).body).toEqual({
      message: 'KEY_MISSING',
    });
    expect((await post({ from: 'WALLET', to: 'pg', amount: '5' })).body).toEqual({
      message: 'KEY_INVALID',
    });
    expect((await post({ from: 'WALLET', to: 'pg', amount: 1.005 })).body).toEqual({
      message: 'KEY_INVALID',
    });
    expect((await post({ from: 7, to: 'pg', amount: 5 })).body).toEqual({ message: 'KEY_INVALID' });
    expect((await post({ from: '  ', to: 'pg', amount: 5 })).body).toEqual({
      message: 'KEY_MISSING',
    });
    expect((await post({ from: ' WALLET ', to: 'PG', amount: 5 })).body).toEqual({
      success: true,
      message: 'SUCCESS',
    });
    expect((await post({ from: 'WALLET', to: 'x'.repeat(51), amount: 5 })).status).toBe(400);
    // 0.29 * 100 is 28.999999999999996: the decimals rule is float-safe.
    expect((await sb.api.post('/api/wallet/add', { amount: 1.29 }, token)).status).toBe(200);
  });

  it('a member call without a token answers 401 before it looks at the payload', async () => {
    expect(await sb.api.post('/api/wallet/transfer', { amount: 'x' })).toEqual({
      status: 401,
      body: { message: 'invalid-token' },
    });
  });

  it('no field beyond the contract leaves the server, even when a handler returns a whole row', async () => {
    const { db } = sb.server.sandbox;
    db.exec("ALTER TABLE users ADD COLUMN secret_note TEXT DEFAULT 'launch code 0000'");
    // A careless handler, with the sandbox's own contract wiring: it spreads database rows.
    const app = Fastify({ ajv: SANDBOX_AJV });
    guardContract(app);
    contractRoutes(app, sb.server.sandbox)('GET /api/account/profile', async (request) => {
      const user = requireMember(sb.server.sandbox, request);
      const row = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(user.id);
      if (!row) throw new Error('the member has no row');
      const bank = { nameTH: 'ไทย', nameEN: 'Thai', password_hash: 'x' };
      return {
        profile: { ...row, _id: user.id, createdAt: new Date(user.created_at).toISOString() },
        bankAccount: {
          ...row,
          currency: null,
          bankCode: user.bank_code,
          bankAccountName: user.bank_account_name,
          bankAccountNo: user.bank_account_no,
          bank,
        },
      };
    });
    await app.ready();
    const reply = await app.inject({
      url: '/api/account/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.close();
    expect(reply.statusCode).toBe(200);
    const text = reply.body;
    expect(text).not.toContain('launch code');
    expect(text).not.toContain('secret_note');
    expect(text).not.toContain('password_hash');
    expect(Object.keys(reply.json().profile).sort()).toEqual([
      '_id',
      'createdAt',
      'name',
      'username',
    ]);
    // Without the contract the same handler would have leaked it.
    const row = db.prepare('SELECT secret_note FROM users LIMIT 1').get() as {
      secret_note: string;
    };
    expect(row.secret_note).toBe('launch code 0000');
  });

  it('refuses a route of a contract call added without the contract', () => {
    const app = Fastify({ ajv: SANDBOX_AJV });
    guardContract(app);
    expect(() => app.post('/api/wallet/transfer', async () => ({}))).toThrow(
      'POST /api/wallet/transfer: add the contract',
    );
    // Trailing slashes are ignored: this is the contract's call too.
    expect(() => app.put('/api/chat/read-customer/', async () => ({}))).toThrow(
      'PUT /api/chat/read-customer: add the contract',
    );
    expect(() => app.get('/api/not-in-the-contract', async () => ({}))).not.toThrow();
  });
});
