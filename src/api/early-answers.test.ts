import {
  EARLY_ANSWER_MAX_AGE_MS,
  earlyBody,
  leaveEarlyRequest,
  takeEarlyResponse,
} from './early-answers';

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

describe('the early answer read at once (docs/architecture.md#first-load)', () => {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

  it('hands on a copy of a 2xx answer and keeps it for the first render, the answer left whole', async () => {
    const response = json({ wallet: { amount: 5 } });
    const at = Date.now();
    const body = leaveEarlyRequest({ url: '/api/wallet', at, response, ...identity });
    await expect(body).resolves.toEqual({ wallet: { amount: 5 } });
    expect(earlyBody('/api/wallet', identity, at)).toEqual({ wallet: { amount: 5 } });
    // Not taken by reading it: the client still takes the answer, and can read it.
    expect(earlyBody('/api/wallet', identity, at)).toEqual({ wallet: { amount: 5 } });
    await expect(
      (await (takeEarlyResponse('/api/wallet', identity, at) as Promise<Response>)).json(),
    ).resolves.toEqual({ wallet: { amount: 5 } });
  });

  it('keeps it only for the same read, login and language, and while fresh', async () => {
    const at = Date.now();
    await leaveEarlyRequest({ url: '/api/wallet', at, response: json({ n: 1 }), ...identity });
    expect(earlyBody('/api/other', identity, at)).toBeUndefined();
    expect(earlyBody('/api/wallet', { ...identity, token: 't-2' }, at)).toBeUndefined();
    expect(earlyBody('/api/wallet', { ...identity, language: 'en' }, at)).toBeUndefined();
    expect(earlyBody('/api/wallet', identity, at + EARLY_ANSWER_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it.each([
    ['a refused read', () => json({ message: 'INVALID_TOKEN' }, 401)],
    ['the end of the session', () => json({ message: 'gone' })],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>'))],
    ['a read that failed', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('hands on nothing after %s', async (_, response) => {
    const at = Date.now() + 60_000;
    await expect(
      leaveEarlyRequest({ url: '/api/wallet', at, response: response(), ...identity }),
    ).resolves.toBeUndefined();
    expect(earlyBody('/api/wallet', identity, at)).toBeUndefined();
  });
});
