import type { AutoLoginResult, GameCredentials, SlipReference } from '../../src/api/types';
import { startSandbox, type TestSandbox } from './helpers';

const ORIGIN = 'http://192.168.1.20:3000';
const HOSTILE = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

async function get<T>(sb: TestSandbox, path: string, token: string, extra = {}): Promise<T> {
  const response = await fetch(sb.url + path, {
    headers: { 'X-Requester': 'wallet-user', Authorization: `Bearer ${token}`, ...extra },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function links(sb: TestSandbox, headers: Record<string, string>) {
  const token = await sb.api.login();
  const pg = await get<GameCredentials>(sb, '/api/wallet/account/pg', token);
  const game = await get<AutoLoginResult>(sb, `/api/autoLogin/pg/${pg.username}`, token, headers);
  const slip = await get<SlipReference>(
    sb,
    '/api/statement/slip/reference/01SL1000',
    token,
    headers,
  );
  return [game.link, slip.url];
}

describe('the links the sandbox returns (SANDBOX_PUBLIC_ORIGIN, docs/api.md#the-sandbox)', () => {
  it('are built on the configured public origin, whatever X-Forwarded-Host and Host say', async () => {
    const sb = await startSandbox({ publicOrigin: ORIGIN });
    try {
      for (const link of await links(sb, { ...HOSTILE, Host: 'evil.example' })) {
        expect(new URL(link).origin).toBe(ORIGIN);
      }
    } finally {
      await sb.close();
    }
  });

  it('are built on its own listen URL when no public origin is configured', async () => {
    const sb = await startSandbox();
    try {
      for (const link of await links(sb, HOSTILE)) {
        expect(new URL(link).origin).toBe(sb.url);
        expect(link).not.toContain('evil.example');
      }
    } finally {
      await sb.close();
    }
  });
});
