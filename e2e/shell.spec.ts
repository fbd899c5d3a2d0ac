import type { Locator, Page } from '@playwright/test';
import type { BrandData } from '../brands/types';
import type { WalletResult } from '../src/api/types';
import { SHELL_CARD, STATIC_SHELL } from '../src/app/static-shell';
import { expect, test } from './fixtures';
import { walletTotal } from './money';

/**
 * The static shell of index.html (src/app/index.html): the brand's colours, logo and name
 * and a skeleton of the screen paint with the first bytes, before any script; the app
 * replaces it without moving anything.
 */

/**
 * Holds back every script but the head's early one, until the returned function lets them
 * through: what shows meanwhile is the static shell and what the early script wrote in it.
 */
async function holdMainScripts(page: Page): Promise<() => Promise<void>> {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route(/\/static\/js\/(?!early\.)/, (route) =>
    released ? route.continue() : void held.push(() => route.continue()),
  );
  return async () => {
    released = true;
    await Promise.all(held.map((release) => release()));
  };
}

/** The login form's phone and password fields and its button, inside `root`. */
function loginFields(root: Locator, t: Record<string, string>) {
  return {
    root,
    phone: root.getByLabel(t['login.phone'] ?? '', { exact: true }),
    password: root.getByLabel(t['login.password'] ?? '', { exact: true }),
    submit: root.getByRole('button', { name: t['login.submit'] }),
  };
}

const boxesOf = ({ phone, password, submit }: ReturnType<typeof loginFields>) =>
  Promise.all([phone, password, submit].map((box) => box.boundingBox()));

/**
 * A guest's /login with the main scripts held back, the demo member's phone and password
 * typed into the shell's form (the password field keeps the focus).
 */
async function typedInShellLogin(page: Page, brand: BrandData, t: Record<string, string>) {
  const release = await holdMainScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const shell = loginFields(page.locator(STATIC_SHELL), t);
  await shell.phone.fill(brand.demo.phone);
  await shell.password.fill(brand.demo.password);
  return { release, shell };
}

test.describe('the static shell of index.html', () => {
  test('is in the built index.html in the brand colours, with no inline script', async ({
    page,
    brand,
  }) => {
    const response = await page.request.get('/');
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html).toContain(`<title>${brand.appName}</title>`);
    expect(html).toContain('class="shell"');
    expect(html).toContain(`<span>${brand.appName}</span>`);
    expect(html).toContain('<svg');
    for (const colour of [brand.theme.background, brand.theme.surface, brand.theme.border]) {
      expect(html).toContain(colour);
    }
    // The CSP allows scripts from 'self' only: every script is a file.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toMatch(/\ssrc="/);
    // The first screens' fonts are preloaded, and are there.
    const preloads = [
      ...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)"/g),
    ].map((match) => match[1] ?? '');
    expect(preloads).toHaveLength(brand.shell.preloadFonts.length);
    for (const [index, name] of brand.shell.preloadFonts.entries()) {
      expect(preloads[index]).toContain(name);
      const font = await page.request.get(preloads[index] ?? '');
      expect(font.ok()).toBe(true);
    }
    // The logo (the login screen's largest element) and the core texts of the brand's
    // language are asked for with the HTML, and are there.
    const logo = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(logo).toMatch(/logo.*\.svg$/);
    const texts = /<link rel="preload" as="script" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(texts).toContain(`locale-${brand.defaultLocale}-core`);
    for (const href of [logo, texts]) expect((await page.request.get(href)).ok()).toBe(true);
  });

  test('every main script starts with the compile hint, so V8 compiles it off the main thread', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    // The deferred main scripts; not the early script (a couple of kilobytes run as they
    // arrive) nor the preloaded texts (data): a hint there is bytes for nothing.
    const sources = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const body = await (await page.request.get(source)).text();
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), source).toBe(true);
    }
  });

  test('paints before any script has arrived', async ({ page, brand }) => {
    // Scripts never arrive: what is on screen is the HTML's own.
    await page.route('**/static/js/**', () => {});
    // (`commit`: the document's load events wait for the deferred scripts that never come.)
    await page.goto('/user/home', { waitUntil: 'commit' });
    const shell = page.locator(STATIC_SHELL);
    await expect(shell.getByText(brand.appName, { exact: true })).toBeVisible();
    const colours = await page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      bar: getComputedStyle(document.querySelector('.shell-bar') as Element).backgroundColor,
    }));
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(colours).toEqual({ page: rgb(brand.theme.background), bar: rgb(brand.theme.surface) });
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
      )
      .toBe(1);
  });

  test("shows a returning member's total before the app starts, where the app then shows it", async ({
    page,
    loggedIn,
    member,
    money,
    t,
  }) => {
    await loggedIn();
    const release = await holdMainScripts(page);
    await page.goto('/user/home', { waitUntil: 'commit' });
    const total = money.text(walletTotal(await member.get<WalletResult>('/api/wallet')));
    const card = page.locator(SHELL_CARD);
    await expect(card.getByText(t['home.total'] ?? '', { exact: true })).toBeVisible();
    const early = card.getByText(total, { exact: true });
    await expect(early).toBeVisible();
    // With the total in it the card is no longer decoration: a screen reader reads it.
    await expect(card).not.toHaveAttribute('aria-hidden', 'true');
    const before = await early.boundingBox();
    await release();
    await expect(page.locator(STATIC_SHELL)).toHaveCount(0);
    const shown = page.locator('#root').getByText(total, { exact: true }).first();
    await expect(shown).toBeVisible();
    const after = await shown.boundingBox();
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? -99))).toBeLessThan(1);
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? -99))).toBeLessThan(1);
  });

  test('shows a guest the login form before the app starts; the app carries on with what was typed', async ({
    page,
    brand,
    t,
  }) => {
    const { release, shell } = await typedInShellLogin(page, brand, t);
    await expect(shell.root.getByRole('heading', { name: t['login.title'] })).toBeVisible();
    await expect(shell.phone).toHaveAttribute('placeholder', brand.phone.placeholder);
    const before = await boxesOf(shell);
    await release();
    await expect(page.locator(STATIC_SHELL)).toHaveCount(0);
    const app = loginFields(page.locator('#root'), t);
    await expect(app.phone).toHaveValue(brand.demo.phone);
    await expect(app.password).toHaveValue(brand.demo.password);
    await expect(app.password).toBeFocused();
    const after = await boxesOf(app);
    for (const [index, box] of after.entries()) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs((box?.[side] ?? 0) - (before[index]?.[side] ?? -99))).toBeLessThan(1);
      }
    }
  });

  test('a login a guest asked for in the shell goes through, once, when the app has started', async ({
    page,
    brand,
    t,
  }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/login') {
        logins.push(request.url());
      }
    });
    const { release, shell } = await typedInShellLogin(page, brand, t);
    await shell.submit.click();
    // Nothing is sent before the app: the button says it is on its way.
    await expect(shell.submit).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/login$/);
    expect(logins).toEqual([]);
    await release();
    await expect(page.getByText(t['home.total'] ?? '', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/user/);
    expect(logins).toHaveLength(1);
  });

  test('the app replaces it without a layout shift', async ({ page, loggedIn, t }) => {
    await loggedIn();
    await page.addInitScript((shell) => {
      const state = window as unknown as { __shifts: number[]; __hadShell: boolean };
      state.__shifts = [];
      state.__hadShell = false;
      // `interactive`: the document is parsed and the deferred scripts have not run yet.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          state.__hadShell = document.querySelector(shell) !== null;
        }
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          state.__shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, STATIC_SHELL);
    await page.goto('/user/home');
    expect(
      await page.evaluate(() => (window as unknown as { __hadShell: boolean }).__hadShell),
    ).toBe(true);
    await expect(page.getByText(t['home.total'] ?? '', { exact: true })).toBeVisible();
    await expect(page.locator(STATIC_SHELL)).toHaveCount(0);
    // The balances are in, and the fonts: what could still move has moved.
    await expect(page.getByText(t['home.updating'] ?? '')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: number[] }).__shifts,
    );
    const cls = shifts.reduce((sum, value) => sum + value, 0);
    expect(cls).toBeLessThan(0.01);
  });
});
