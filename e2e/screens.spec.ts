import { intlLocale } from '../src/lib/locale';
import { expect, type Sandbox, test } from './fixtures';
import { axeViolations, fitProblems, keyboardProblems, targetProblems } from './page-checks';
import { LOCALES, messages, SCREENS, type Screen, type ScreenContext } from './screens';

/**
 * The release gates of every screen and modal (e2e/screens.ts), in every language:
 * - the texts fit at 360 px and at 320 px: nothing past the viewport, no clipped text;
 * - every control is a 44 px target, and the page's language is the one chosen;
 * - (in the brand's default language) axe, WCAG 2.2 AA rules, no violation at all, and
 *   every control is reached by Tab and shows its focus. The languages differ in their
 *   texts only, which cannot break a rule axe checks but for an empty name (the locale
 *   tests refuse empty texts); axe was half of this spec's time.
 
 * One page load per screen carries all its checks, and each test collects every problem
 * before failing, so one run names them all.
 */
const WIDTHS = [360, 320];

/**
 * The screens of an audience in parts of at most this many: each part is a test of its own,
 * so that the tours run side by side on the workers instead of one long test at the end.
 */
const PART_SIZE = 9;

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

async function checkScreens(
  context: Omit<ScreenContext, 't'>,
  screens: Screen[],
  { inDefaultLocale }: { inDefaultLocale: boolean },
): Promise<string[]> {
  const { page } = context;
  const t = messages(context.locale);
  const problems: string[] = [];
  for (const screen of screens) {
    const where = `${screen.name} [${context.locale}]`;
    await page.setViewportSize({ width: WIDTHS[0] ?? 360, height: 740 });
    try {
      await screen.open({ ...context, t });
    } catch (error) {
      problems.push(`${where}: could not be opened: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    if (inDefaultLocale) {
      for (const violation of await axeViolations(page)) problems.push(`${where}: ${violation}`);
    }
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== intlLocale(context.locale)) problems.push(`${where}: <html lang="${lang}">`);
    for (const problem of await targetProblems(page)) problems.push(`${where}: ${problem}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      // A resize re-lays out on the next frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      for (const problem of await fitProblems(page))
        problems.push(`${where} at ${width} px: ${problem}`);
    }
    if (inDefaultLocale) {
      await page.setViewportSize({ width: WIDTHS[0] ?? 360, height: 740 });
      for (const problem of await keyboardProblems(page)) problems.push(`${where}: ${problem}`);
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

  for (const locale of LOCALES) {
    for (const screens of parts('public')) {
      test(`${partName('public', screens)} in ${locale}: accessible, fitting, usable by keyboard`, async ({
        page,
        sandbox,
        brand,
      }) => {
        await resetSettings(sandbox);
        await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
        const problems = await checkScreens({ page, sandbox, brand, locale }, screens, {
          inDefaultLocale: locale === brand.defaultLocale,
        });
        expect(problems).toEqual([]);
      });
    }

    for (const screens of parts('member')) {
      test(`${partName('member', screens)} in ${locale}: accessible, fitting, usable by keyboard`, async ({
        page,
        sandbox,
        brand,
        loggedIn,
      }) => {
        await resetSettings(sandbox);
        await loggedIn();
        await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
        const problems = await checkScreens({ page, sandbox, brand, locale }, screens, {
          inDefaultLocale: locale === brand.defaultLocale,
        });
        expect(problems).toEqual([]);
      });
    }
  }
});
