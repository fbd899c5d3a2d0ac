import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { holdRequests, mockApi } from '../test/fetch-mock';
import { walletResult } from '../test/wallet-fixtures';
import { useRefreshAll } from './wallet';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useRefreshAll', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is refreshing from the first render until the refresh it starts has ended, without a gap', async () => {
    const { fetchMock } = mockApi({
      'GET /api/wallet/refresh/slot': { success: true },
      'GET /api/wallet': walletResult(),
    });
    // The refresh answers when the test says, as a slow server does.
    const refresh = holdRequests(fetchMock, '/api/wallet/refresh/slot');
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => {
        const state = useRefreshAll();
        seen.push(state.refreshing);
        return state;
      },
      { wrapper },
    );
    await waitFor(() => expect(refresh.held()).toBe(true));
    expect(result.current.refreshing).toBe(true);
    refresh.release();
    await waitFor(() => expect(result.current.refreshing).toBe(false));
    expect(result.current.lastSync).not.toBeNull();
    // Every render said "refreshing" until the refresh ended: it never dropped and came back.
    const end = seen.indexOf(false);
    expect(seen.slice(0, end).every(Boolean)).toBe(true);
    expect(seen.slice(end).some(Boolean)).toBe(false);
  });

  it('ends refreshing after a refresh that fails too', async () => {
    mockApi({
      'GET /api/wallet/refresh/slot': () => ({ status: 500, body: { message: 'ERROR' } }),
      'GET /api/wallet': walletResult(),
    });
    const { result } = renderHook(() => useRefreshAll(), { wrapper });
    expect(result.current.refreshing).toBe(true);
    await waitFor(() => expect(result.current.refreshing).toBe(false));
    expect(result.current.lastSync).toBeNull();
  });
});
