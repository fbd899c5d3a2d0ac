import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { mockApi } from '../test/fetch-mock';
import { walletResult } from '../test/wallet-fixtures';
import { useReloadWallet } from './reload-wallet';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useReloadWallet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the wallet as the server answers it now', async () => {
    const { calls } = mockApi({ 'GET /api/wallet': walletResult({ wallet: { amount: 99.5 } }) });
    const { result } = renderHook(() => useReloadWallet(), { wrapper });
    expect((await result.current())?.wallet.amount).toBe(99.5);
    expect(calls.filter((call) => call.path === '/api/wallet')).toHaveLength(1);
  });

  it('gives null when the reload fails', async () => {
    mockApi({
      'GET /api/wallet': () => ({ status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }),
    });
    const { result } = renderHook(() => useReloadWallet(), { wrapper });
    expect(await result.current()).toBeNull();
  });
});
