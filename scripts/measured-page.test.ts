import type { Browser } from '@playwright/test';
import { phoneContext, START_VISITS, throttledPage } from './measured-page.mjs';

/** A browser stand-in recording what the helpers ask of it. */
function fakeBrowser() {
  const calls: {
    options?: unknown;
    scripts: [(arg: unknown) => void, unknown][];
    sent: unknown[];
  } = { scripts: [], sent: [] };
  const context = {
    addInitScript: async (script: (arg: unknown) => void, arg: unknown) => {
      calls.scripts.push([script, arg]);
    },
    newPage: async () => ({ page: true }),
    newCDPSession: async () => ({
      send: async (method: string, params: unknown) => {
        calls.sent.push([method, params]);
      },
    }),
  };
  const browser = {
    newContext: async (options: unknown) => {
      calls.options = options;
      return context;
    },
  } as unknown as Browser;
  return { browser, calls };
}

/** What the storage script leaves in a page's localStorage. */
function storageAfter(calls: ReturnType<typeof fakeBrowser>['calls']) {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  for (const [script, arg] of calls.scripts) script(arg);
  vi.unstubAllGlobals();
  return Object.fromEntries(stored);
}

describe('phoneContext', () => {
  it('is a 360x740 phone at devicePixelRatio 2 whose pages start with the session and the agreement', async () => {
    const { browser, calls } = fakeBrowser();
    await phoneContext(browser, { token: 'abc' });
    expect(calls.options).toEqual({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
    expect(storageAfter(calls)).toEqual({ token: 'abc', agreed: 'true' });
  });

  it('stores no session for a guest, and no agreement for a first visit', async () => {
    const guest = fakeBrowser();
    await phoneContext(guest.browser, { token: null });
    expect(storageAfter(guest.calls)).toEqual({ agreed: 'true' });
    const first = fakeBrowser();
    await phoneContext(first.browser, { token: 'abc', agreed: false });
    expect(storageAfter(first.calls)).toEqual({ token: 'abc' });
  });
});

describe('throttledPage', () => {
  it('slows the page’s CPU four times', async () => {
    const { browser, calls } = fakeBrowser();
    await throttledPage(await phoneContext(browser));
    expect(calls.sent).toEqual([['Emulation.setCPUThrottlingRate', { rate: 4 }]]);
  });
});

describe('START_VISITS', () => {
  it('are the login as a guest, and the home first and returning, each with its own name', () => {
    expect(START_VISITS.map((visit) => [visit.path, visit.guest, visit.agreed])).toEqual([
      ['/login', true, true],
      ['/user/home', false, false],
      ['/user/home', false, true],
    ]);
    expect(new Set(START_VISITS.map((visit) => visit.name)).size).toBe(START_VISITS.length);
  });
});
