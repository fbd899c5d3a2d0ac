import type { Page } from '@playwright/test';
import type { Locale } from '../brands/types';
import { intlLocale } from '../src/lib/locale';
import { expect, messages, type Sandbox, test } from './fixtures';
import { axeViolations, fitProblems, keyboardProblems, targetProblems } from './page-checks';
import { LOCALES, SCREENS, type Screen, type ScreenContext, settled } from './screens';

/**
 * The release gates of every screen and modal (e2e/screens.ts), in every language:
 * - the texts fit at 360 px and at 320 px: nothing past the viewport, no clipped text;
 * - every control is a 44 px target, and the page's language is the one chosen;
 * - (in the brand's default language) axe, WCAG 2.2 AA rules, no violation at all, and
 *   every control is reached by Tab and shows its focus. The languages differ in their
 *   texts only, which cannot break a rule axe checks but for an empty name (the locale
 *   tests refuse empty texts); axe was half of this spec's time.
 *
 * Each screen is opened once, in the brand's default language, and then shown in the other
 * languages in place: another tab of the wallet chooses each (docs/product.md#open-tabs),
 * as a player with two tabs does, so the same screen, dialog and typed input are checked
 * in every language. Opening a screen from a fresh page load three times instead took
 * about a third of the whole e2e run's time.
 *
 * One page load per screen carries all its checks, and each test collects every problem
 * before failing, so one run names them all.
 */
const WIDTHS = [360, 320];

/**
 * The screens of an audience in parts of at most this many: each part is a test of its own,
 * so that the tours run side by side on the workers instead of one long test at the end.
 */
const PART_SIZE = 5;

function parts(audience: Screen['audience']): Screen[][] {
  const screens = SCREENS.filter((s) => s.audience === audience);
  const count = Math.ceil(screens.length / PART_SIZE);
  const size = Math.ceil(screens.length / count);
  return Array.from({ length: count }, (_, index) =>
    screens.slice(index * size, (index + 1) * size),
  );
}

function partName(audience: Screen['audience'], screens: Screen[]): string {
  return `${audience} screens ${screens[0]?.name} to ${screens.at(-1)?.name}`;
}

/**
 * Another tab of the wallet's origin, which chooses the language as the wallet's own
 * language menu does: it stores the choice and tells the open tabs (src/domain/tab-sync.ts).
 * A plain file of the origin, so that nothing it shows or runs acts on the tab checked.
 */
async function languageTab(page: Page): Promise<(locale: Locale) => Promise<void>> {
  const tab = await page.context().newPage();
  return async (locale) => {
    // The checked page's origin (a passkey screen is on localhost).
    const origin = new URL(page.url()).origin;
    if (new URL(tab.url()).origin !== origin) await tab.goto(`${origin}/robots.txt`);
    await tab.evaluate((value) => {
      localStorage.setItem('locale', value);
      const channel = new BroadcastChannel('wallet-tabs');
      channel.postMessage({ type: 'locale', locale: value });
      channel.close();
    }, locale);
  };
}

/** Waits until the page shows `locale`: its texts, its fonts, laid out. */
async function shownIn(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', intlLocale(locale));
  await settled(page, messages(locale));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** The checks every language gets: the page's language, 44 px targets, the fit at each width. */
async function languageProblems(page: Page, locale: Locale): Promise<string[]> {
  const problems: string[] = [];
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== intlLocale(locale)) problems.push(`<html lang="${lang}">`);
  problems.push(...(await targetProblems(page)));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    // A resize re-lays out on the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    for (const problem of await fitProblems(page)) problems.push(`at ${width} px: ${problem}`);
  }
  await page.setViewportSize({ width: WIDTHS[0] ?? 360, height: 740 });
  return problems;
}

async function checkScreens(
  context: Omit<ScreenContext, 't' | 'locale'>,
  screens: Screen[],
): Promise<string[]> {
  const { page, brand } = context;
  const first = brand.defaultLocale;
  const others = LOCALES.filter((locale) => locale !== first);
  const choose = await languageTab(page);
  await page.addInitScript((value) => localStorage.setItem('locale', value), first);
  const problems: string[] = [];
  for (const screen of screens) {
    let where = `${screen.name} [${first}]`;
    await page.setViewportSize({ width: WIDTHS[0] ?? 360, height: 740 });
    try {
      await screen.open({ ...context, locale: first, t: messages(first) });
    } catch (error) {
      problems.push(`${where}: could not be opened: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    for (const violation of await axeViolations(page)) problems.push(`${where}: ${violation}`);
    for (const problem of await languageProblems(page, first))
      problems.push(`${where}: ${problem}`);
    for (const problem of await keyboardProblems(page)) problems.push(`${where}: ${problem}`);
    for (const locale of others) {
      where = `${screen.name} [${locale}]`;
      await choose(locale);
      try {
        await shownIn(page, locale);
      } catch (error) {
        problems.push(
          `${where}: not shown in ${locale}: ${(error as Error).message.split('\n')[0]}`,
        );
        continue;
      }
      for (const problem of await languageProblems(page, locale))
        problems.push(`${where}: ${problem}`);
    }
  }
  return problems;
}

async function resetSettings(sandbox: Sandbox) {
  await sandbox.settings({
    registerOTP: false,
    enableChatWidget: false,
    spinActive: true,
    inviteBanners: true,
    refundBanners: true,
  });
}

test.describe('every screen and modal', () => {
  test.describe.configure({ timeout: 8 * 60_000 });
  // A helper that cannot find its way fails that screen in seconds, not the whole test.
  test.use({ actionTimeout: 10_000 });

  for (const screens of parts('public')) {
    test(`${partName('public', screens)}: accessible, fitting, usable by keyboard, in every language`, async ({
      page,
      sandbox,
      brand,
    }) => {
      await resetSettings(sandbox);
      const problems = await checkScreens({ page, sandbox, brand }, screens);
      expect(problems).toEqual([]);
    });
  }

  for (const screens of parts('member')) {
    test(`${partName('member', screens)}: accessible, fitting, usable by keyboard, in every language`, async ({
      page,
      sandbox,
      brand,
      loggedIn,
    }) => {
      await resetSettings(sandbox);
      await loggedIn();
      const problems = await checkScreens({ page, sandbox, brand }, screens);
      expect(problems).toEqual([]);
    });
  }
});
