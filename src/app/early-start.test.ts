import { prefetchWallet } from '../domain/wallet-prefetch';
import { startEarly } from './early-start';
import { loadMessages } from './messages';

vi.mock('../domain/wallet-prefetch', () => ({ prefetchWallet: vi.fn() }));
vi.mock('./messages', () => ({ loadMessages: vi.fn(() => Promise.resolve()) }));
vi.mock('./member-routes', () => ({ default: () => null }));
vi.mock('./home-page', () => ({ default: () => null }));

describe('startEarly', () => {
  beforeEach(() => {
    vi.mocked(prefetchWallet).mockClear();
    vi.mocked(loadMessages).mockClear();
  });

  it.each(['/user/home', '/user', '/user/'])(
    'asks for the wallet and the member texts at once on %s with a stored token',
    (path) => {
      startEarly(path, 'token', 'th');
      expect(prefetchWallet).toHaveBeenCalledTimes(1);
      expect(loadMessages).toHaveBeenCalledWith('th', ['rest']);
    },
  );

  it('loads the member texts but not the wallet on another member screen', () => {
    startEarly('/user/profile', 'token', 'la');
    expect(prefetchWallet).not.toHaveBeenCalled();
    expect(loadMessages).toHaveBeenCalledWith('la', ['rest']);
  });

  it.each([
    ['/user/home', null],
    ['/login', 'token'],
    ['/username', 'token'],
  ])('requests nothing on %s with token %s', (path, token) => {
    startEarly(path, token, 'en');
    expect(prefetchWallet).not.toHaveBeenCalled();
    expect(loadMessages).not.toHaveBeenCalled();
  });
});
