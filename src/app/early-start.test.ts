import { startEarly } from './early-start';
import { loadMessages } from './messages';

vi.mock('./messages', () => ({ loadMessages: vi.fn(() => Promise.resolve()) }));
vi.mock('./member-routes', () => ({ default: () => null }));
vi.mock('./home-page', () => ({ default: () => null }));

describe('startEarly', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(loadMessages).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['/user/home', '/user', '/user/'])(
    'asks for the member texts on %s with a stored token',
    (path) => {
      startEarly(path, 'token', 'th');
      vi.runAllTimers();
      expect(loadMessages).toHaveBeenCalledWith('th', ['rest']);
    },
  );

  it('asks for each download in a task of its own', () => {
    startEarly('/user/home', 'token', 'th');
    expect(vi.getTimerCount()).toBe(1);
    // The member screens' code (at once), then the home screen's, then the texts.
    vi.advanceTimersToNextTimer();
    expect(loadMessages).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(loadMessages).toHaveBeenCalledWith('th', ['rest']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loads the member texts on another member screen', () => {
    startEarly('/user/profile', 'token', 'la');
    vi.runAllTimers();
    expect(loadMessages).toHaveBeenCalledWith('la', ['rest']);
  });

  it.each([
    ['/user/home', null],
    ['/login', 'token'],
    ['/username', 'token'],
  ])('requests nothing on %s with token %s', (path, token) => {
    startEarly(path, token, 'en');
    vi.runAllTimers();
    expect(loadMessages).not.toHaveBeenCalled();
  });
});
