// @vitest-environment jsdom
import { walletApi } from '../api';
import { clearToken, writeToken } from '../lib/storage';
import { prefetchWallet, takePrefetchedWallet } from './wallet-prefetch';

vi.mock('../api', () => ({ walletApi: { wallet: vi.fn() } }));

const answer = { ok: true as const, data: { name: 'first' } };

describe('wallet prefetch', () => {
  beforeEach(() => {
    vi.mocked(walletApi.wallet).mockReset();
    vi.mocked(walletApi.wallet).mockReturnValue(Promise.resolve(answer) as never);
    takePrefetchedWallet();
    writeToken('member-a', true);
  });
  afterEach(() => {
    vi.useRealTimers();
    clearToken();
  });

  it('gives the answer asked for at start-up to the first fetch only', async () => {
    prefetchWallet();
    expect(walletApi.wallet).toHaveBeenCalledTimes(1);
    await expect(takePrefetchedWallet()).resolves.toBe(answer);
    // Every later fetch goes to the server.
    expect(takePrefetchedWallet()).toBeNull();
  });

  it('drops an answer too old to show', () => {
    vi.useFakeTimers();
    prefetchWallet();
    vi.advanceTimersByTime(11_000);
    expect(takePrefetchedWallet()).toBeNull();
  });

  it('never gives one member’s answer to another login', () => {
    prefetchWallet();
    writeToken('member-b', false);
    expect(takePrefetchedWallet()).toBeNull();
  });

  it('asks nothing without a stored login, and has nothing to give', () => {
    clearToken();
    prefetchWallet();
    expect(walletApi.wallet).not.toHaveBeenCalled();
    expect(takePrefetchedWallet()).toBeNull();
  });
});
