import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// These tests mostly wait on the browser (service workers that install and update): one worker
// runs them in order, so that their waits overlap other files' work rather than each other
// (playwright.config.ts).
test.describe.configure({ mode: 'default' });

// The service worker is what these tests are about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
// Registration waits 4 s after load (src/lib/service-worker.ts), then the precache downloads.
test.setTimeout(90_000);

/** Waits until the service worker is installed, has precached the app and is active. */
async function workerActive(page: Page) {
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!active || active.state === 'activated') return;
    await new Promise<void>((done) =>
      active.addEventListener('statechange', () => {
        if (active.state === 'activated') done();
      }),
    );
  });
}

test('the wallet is installable, with a manifest in the brand’s language and colours', async ({
  page,
  brand,
  say,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle(say('seo.login.title', { appName: brand.appName }));
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    name: brand.appName,
    start_url: '/user/home',
    display: 'standalone',
    lang: brand.defaultLocale === 'la' ? 'lo' : brand.defaultLocale,
  });
  for (const icon of manifest.icons as { src: string; purpose: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }
  // The tab's icon is the brand's logo, not a /favicon.ico the hosting answers with a page.
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  const faviconResponse = await page.request.get(favicon ?? '');
  expect(faviconResponse.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  await workerActive(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test browser context is incognito, where Chrome never installs; nothing else may block.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('search engines: robots.txt, member pages noindex, public pages described', async ({
  page,
  loggedIn,
  brand,
  say,
}) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /login');
  expect(robots).toContain('Disallow: /user/');
  const register = await page.request.get('/register');
  expect(register.headers()['x-robots-tag']).toBeUndefined();
  const home = await page.request.get('/user/home');
  expect(home.headers()['x-robots-tag']).toBe('noindex');

  await page.goto('/register');
  await expect(page).toHaveTitle(say('seo.register.title', { appName: brand.appName }));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    say('seo.register.description', { appName: brand.appName }),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await loggedIn();
  await page.goto('/user/home');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('offline after a first visit: the wallet starts and says it is offline, in the player’s language', async ({
  page,
  context,
  t,
}) => {
  await page.goto('/login');
  await workerActive(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: t['pwa.offline.title'] })).toBeVisible();
  const retry = page.getByRole('button', { name: t['pwa.offline.retry'] });
  await expect(retry).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: t['pwa.offline.title'] })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t['login.submit'], exact: true })).toBeVisible();
});

/**
 * Makes the worker's sandbox serve "the next release" of the service worker (other bytes,
 * as a new build's precache list gives) until `restore()`: the browser's update check
 * bypasses page.route, so the served file itself changes, in the worker's own copy of the
 * build (e2e/fixtures.ts), which no other worker serves.
 */
function nextRelease(staticDir: string) {
  const sw = join(staticDir, 'sw.js');
  const originals = ['', '.br', '.gz'].map((ext) => ({
    path: `${sw}${ext}`,
    bytes: existsSync(`${sw}${ext}`) ? readFileSync(`${sw}${ext}`) : null,
  }));
  for (const { path } of originals) if (path !== sw) rmSync(path, { force: true });
  writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next release\n`);
  return {
    restore() {
      for (const { path, bytes } of originals) if (bytes) writeFileSync(path, bytes);
    },
  };
}

test('a new release is offered with the translated prompt and taken on the player’s tap', async ({
  page,
  workerSandbox,
  t,
}) => {
  if (!workerSandbox) throw new Error('the project serves no build of its own');
  await page.goto('/login');
  await workerActive(page);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const release = nextRelease(workerSandbox.staticDir);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByText(t['pwa.update.text'] ?? '');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await Promise.all([
      page.waitForEvent('framenavigated'),
      page.getByRole('button', { name: t['pwa.update.reload'] }).click(),
    ]);
    await expect(page.getByRole('button', { name: t['login.submit'], exact: true })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // The reloaded page runs under the new worker, and none waits any more.
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: !!navigator.serviceWorker.controller,
      };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
  } finally {
    release.restore();
  }
});
