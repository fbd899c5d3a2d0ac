import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { invitePaths, walletPaths } from '../api';
import { mockApi } from '../test/fetch-mock';
import { useReceiveInviteBonusMutation } from './invite-bonus-mutation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** The hook, with the wallet and the invite list on screen (each fetched once at mount). */
function renderWithData() {
  return renderHook(
    () => {
      useSWR(walletPaths.wallet, (path: string) => fetch(path).then((r) => r.json()));
      useSWR(invitePaths.list, (path: string) => fetch(path).then((r) => r.json()));
      return useReceiveInviteBonusMutation();
    },
    { wrapper },
  );
}

describe('useReceiveInviteBonusMutation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('receives the invite bonus as a money order, then reloads the wallet and the invite list', async () => {
    const { calls } = mockApi({
      'GET /api/invite/bonus': { success: true, message: 'ok' },
      'GET /api/wallet': {},
      'GET /api/invite': {},
    });
    const { result } = renderWithData();
    await vi.waitFor(() => expect(calls.length).toBe(2));
    let answer: Awaited<ReturnType<typeof result.current>> | undefined;
    await act(async () => {
      answer = await result.current();
    });
    expect(answer?.ok).toBe(true);
    const bonus = calls.findIndex((call) => call.path === '/api/invite/bonus');
    // A key per order (docs/product.md#money-orders).
    expect(calls[bonus]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const after = calls.slice(bonus + 1).map((call) => `${call.method} ${call.path}`);
    expect(after.sort()).toEqual(['GET /api/invite', 'GET /api/wallet']);
  });

  it('reloads nothing when the bonus was refused (nothing changed)', async () => {
    const { calls } = mockApi({
      'GET /api/invite/bonus': () => ({ status: 400, body: { message: 'NO_DATA' } }),
      'GET /api/wallet': {},
      'GET /api/invite': {},
    });
    const { result } = renderWithData();
    await vi.waitFor(() => expect(calls.length).toBe(2));
    let answer: Awaited<ReturnType<typeof result.current>> | undefined;
    await act(async () => {
      answer = await result.current();
    });
    expect(answer?.ok).toBe(false);
    const bonus = calls.findIndex((call) => call.path === '/api/invite/bonus');
    expect(bonus).toBeGreaterThan(0);
    expect(calls.slice(bonus + 1)).toEqual([]);
  });
});
