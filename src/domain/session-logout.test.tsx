import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { configureClient } from '../api';
import { readToken } from '../lib/storage';
import { mockApi } from '../test/fetch-mock';
import { registerServerCacheClear } from './server-cache';
import { tokenAtom, useSession } from './session';

const outbox = [
  { clientId: 'm1', owner: 'member:abc', queuedAt: 1, conversation: {} },
  { clientId: 'g1', owner: 'guest:xyz', queuedAt: 2, conversation: {} },
];

function setUp() {
  const store = createStore();
  localStorage.setItem('token', 'tok-1');
  store.set(tokenAtom, 'tok-1');
  localStorage.setItem('chatOutbox', JSON.stringify(outbox));
  const cleared = vi.fn();
  registerServerCacheClear(cleared);
  configureClient({ getToken: readToken, onSessionEnded: () => {} });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => useSession(), { wrapper });
  return { store, cleared, session: result };
}

describe('useSession().logout (docs/api.md#account-and-login)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the server with the token, then forgets the member everywhere', async () => {
    const { calls } = mockApi({ 'POST /api/logout': { success: true, message: 'SUCCESS' } });
    const { store, cleared, session } = setUp();
    await act(() => session.current.logout());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/logout');
    expect(calls[0]?.headers.Authorization).toBe('Bearer tok-1');
    expect(readToken()).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(cleared).toHaveBeenCalled();
    // The member's unsent chat messages go; a guest's stay (they are the device's).
    const kept = JSON.parse(localStorage.getItem('chatOutbox') ?? '[]') as { clientId: string }[];
    expect(kept.map((entry) => entry.clientId)).toEqual(['g1']);
  });

  it('logs out all the same when the backend has no logout call (404)', async () => {
    mockApi({});
    const { store, session } = setUp();
    await act(() => session.current.logout());
    expect(readToken()).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('logs out all the same when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    const { store, session } = setUp();
    await act(() => session.current.logout());
    expect(readToken()).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(JSON.parse(localStorage.getItem('chatOutbox') ?? '[]')).toHaveLength(1);
  });
});
