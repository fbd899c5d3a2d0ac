import { vi } from 'vitest';

export type Handler = (
  body: unknown,
  init: RequestInit,
) => { status?: number; body: unknown; headers?: Record<string, string> };

/**
 * A stand-in for the server in component tests: answers `METHOD /path` with the given
 * handler and records every call. Unknown calls answer 404 NO_DATA, as the sandbox does.
 */
export function mockApi(routes: Record<string, Handler | unknown>) {
  const calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[] =
    [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({
      method,
      path: url.pathname,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined)
      return new Response(JSON.stringify({ message: 'NO_DATA' }), { status: 404 });
    const answer =
      typeof route === 'function' ? (route as Handler)(body, init) : { status: 200, body: route };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: answer.headers ?? {},
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * Holds every call whose path ends with `pathEnd` until `release()`, as a slow network
 * would; the other calls answer as before. `held()` says whether one is waiting.
 */
export function holdRequests(
  fetchMock: ReturnType<typeof mockApi>['fetchMock'],
  pathEnd: string,
): { held: () => boolean; release: () => void } {
  let waiting: (() => void)[] = [];
  const answer = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith(pathEnd)) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    return answer ? answer(input, init) : new Response('{}');
  });
  return {
    held: () => waiting.length > 0,
    release: () => {
      const released = waiting;
      waiting = [];
      for (const resolve of released) resolve();
    },
  };
}

/**
 * Loses the next `times` answers to `path` (docs/product.md#money-orders): with
 * `processed`, the request reaches the server, which acts on it, and the phone never hears
 * back; without, the request is lost on its way. Either way the call fails as a network
 * error does.
 */
export function loseAnswers(path: string, { processed }: { processed: boolean }, times = 1) {
  const fetchMock = vi.mocked(fetch);
  const answer = fetchMock.getMockImplementation();
  let left = times;
  fetchMock.mockImplementation(async (input, init) => {
    if (left > 0 && new URL(String(input), 'http://localhost').pathname === path) {
      left -= 1;
      if (processed && answer) await answer(input, init);
      throw new TypeError('Failed to fetch');
    }
    return answer ? answer(input, init) : new Response('{}');
  });
}
