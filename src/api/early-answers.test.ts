import { EARLY_ANSWER_MAX_AGE_MS, leaveEarlyRequest, takeEarlyResponse } from './early-answers';

const identity = { token: 't-1', language: 'th' };

function leave(url: string, at: number, over: Partial<typeof identity> = {}) {
  const response = Promise.resolve(new Response('{}'));
  leaveEarlyRequest({ url, at, response, ...identity, ...over });
  return response;
}

describe('early answers (docs/architecture.md#first-load)', () => {
  afterEach(() => {
    // Whatever a test left is taken, so the next starts with none.
    for (const url of ['/api/wallet', '/api/other']) takeEarlyResponse(url, identity);
  });

  it('gives the answer of the same read, login and language once', () => {
    const response = leave('/api/wallet', 1_000);
    expect(takeEarlyResponse('/api/other', identity, 1_000)).toBeNull();
    expect(takeEarlyResponse('/api/wallet', identity, 1_000)).toBe(response);
    expect(takeEarlyResponse('/api/wallet', identity, 1_000)).toBeNull();
  });

  it('asks anew for another login or language, and forgets that answer', () => {
    leave('/api/wallet', 1_000, { token: 't-0' });
    expect(takeEarlyResponse('/api/wallet', identity, 1_000)).toBeNull();
    leave('/api/wallet', 1_000, { language: 'en' });
    expect(takeEarlyResponse('/api/wallet', identity, 1_000)).toBeNull();
    expect(takeEarlyResponse('/api/wallet', { ...identity, language: 'en' }, 1_000)).toBeNull();
  });

  it('asks anew when the answer is older than the limit', () => {
    leave('/api/wallet', 1_000);
    expect(takeEarlyResponse('/api/wallet', identity, 1_001 + EARLY_ANSWER_MAX_AGE_MS)).toBeNull();
    const response = leave('/api/wallet', 1_000);
    expect(takeEarlyResponse('/api/wallet', identity, 1_000 + EARLY_ANSWER_MAX_AGE_MS)).toBe(
      response,
    );
  });

  it('never reports a failed early request nobody took as unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    leaveEarlyRequest({
      url: '/api/wallet',
      at: Date.now(),
      response: Promise.reject(new TypeError('offline')),
      ...identity,
    });
    // Node reports unhandled rejections once the microtasks have run, before the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
