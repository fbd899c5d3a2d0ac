import { screen, waitFor } from '@testing-library/react';
import useSWR, { useSWRConfig } from 'swr';
import { accountApi, accountPaths, configureClient, unwrap } from '../api';
import { readToken } from '../lib/storage';
import { mockApi } from '../test/fetch-mock';
import { renderWithApp } from '../test/render';
import { endSession } from './session-end';

let cacheKeys: () => unknown[] = () => [];

/** A member's name from the profile, and a window on SWR's cache for the assertions. */
function MemberName() {
  const { cache } = useSWRConfig();
  cacheKeys = () => [...cache.keys()].map((key) => cache.get(key)?.data).filter(Boolean);
  const profile = useSWR(accountPaths.profile, () => unwrap(accountApi.profile()));
  return <p>{profile.data?.profile.name ?? 'nobody'}</p>;
}

const profileOf = (name: string) => ({
  profile: { _id: name, username: '0812345678', name, createdAt: '2024-01-01T00:00:00.000Z' },
  bankAccount: null,
});

describe('a session the server ends (docs/api.md#behaviour-the-wallet-relies-on)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('drops every cached answer of the member at once on a 401', async () => {
    let status = 200;
    mockApi({
      'GET /api/account/profile': () =>
        status === 200
          ? { body: profileOf('First Member') }
          : { status: 401, body: { message: 'invalid-token' } },
      'GET /api/wallet': () => ({ status: 401, body: { message: 'invalid-token' } }),
    });
    localStorage.setItem('token', 'tok-first');
    const { store } = renderWithApp(<MemberName />, { token: 'tok-first' });
    configureClient({ getToken: readToken, onSessionEnded: () => endSession(store, () => {}) });
    expect(await screen.findByText('First Member')).toBeInTheDocument();
    expect(cacheKeys()).not.toHaveLength(0);

    status = 401;
    await accountApi.profile();
    expect(readToken()).toBeNull();
    // No member data is left in memory for whoever logs in next on this phone.
    await waitFor(() => expect(cacheKeys()).toHaveLength(0));
    expect(screen.queryByText('First Member')).not.toBeInTheDocument();
  });
});
