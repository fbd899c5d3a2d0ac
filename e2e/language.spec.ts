import type { Locale } from '../brands/types';
import { agreements, conditions } from '../server/fixtures/content';
import { intlLocale } from '../src/lib/locale';
import { expect, messages, test } from './fixtures';

/** The first heading of a server HTML text (what a player reads as its title). */
const heading = (html: string) => /<h3>(.*?)<\/h3>/.exec(html)?.[1] ?? '';

test.describe('server text in the player language (docs/api.md#language)', () => {
  test('after a switch, the agreement and the conditions are in the new language', async ({
    page,
    sandbox,
    brand,
    t,
    loginPage,
  }) => {
    // The brand's other script (Lao on the Thai site, Thai on the Lao site), then English.
    const other = brand.locales.find((l) => l !== brand.defaultLocale && l !== 'en') as Locale;
    const said = messages(other);
    await loginPage.open();
    await page.getByLabel(t['language.label'] ?? '').selectOption(other);
    await expect(page.getByRole('heading', { name: said['login.title'] })).toBeVisible();

    const token = await sandbox.token(brand.demo.phone);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/user/home');
    const agreement = page.getByRole('dialog', { name: said['agreement.title'] });
    await expect(agreement).toBeVisible({ timeout: 5000 });
    await expect(
      agreement.getByRole('heading', { name: heading(agreements(other)[0] ?? '') }),
    ).toBeVisible();
    await agreement.getByLabel(said['agreement.check'] ?? '').check();
    await agreement.getByRole('button', { name: said['agreement.accept'] }).click();
    await expect(agreement).toBeHidden();

    const openConditions = async (locale: Locale) => {
      const words = messages(locale);
      await page
        .getByRole('navigation', { name: words['nav.member'] })
        .getByRole('button', { name: words['nav.conditions'] })
        .click();
      return page.getByRole('dialog', { name: words['conditions.title'] });
    };
    let dialog = await openConditions(other);
    for (const html of conditions(other).conditions) {
      await expect(dialog.getByRole('heading', { name: heading(html) })).toBeVisible();
    }
    await dialog.getByRole('button', { name: said['conditions.confirm'] }).click();
    await expect(dialog).toBeHidden();

    const en = messages('en');
    await page.getByLabel(said['language.label'] ?? '').selectOption('en');
    await expect(
      page.getByRole('heading', { name: en['home.title'], exact: true, level: 1 }),
    ).toBeVisible();
    dialog = await openConditions('en');
    for (const html of conditions('en').conditions) {
      await expect(dialog.getByRole('heading', { name: heading(html) })).toBeVisible();
    }
  });
});

test.describe('Lao formatting', () => {
  test('the home says when it was updated in Lao, with no missing Intl data', async ({
    page,
    loggedIn,
    brand,
  }) => {
    test.skip(
      !brand.intlPolyfillLocales.includes('lo'),
      'only the Lao build carries Lao Intl data',
    );
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.addInitScript(() => localStorage.setItem('locale', 'la'));
    await loggedIn();
    await page.goto('/user/home');
    const la = messages('la');
    // "ອັບເດດ {time}": the time is the relative time in Lao ("... ກ່ອນ"), not "... ago".
    const prefix = (la['home.lastSync'] ?? '').split('{time}')[0] ?? '';
    const line = page.getByText(prefix.trim(), { exact: false }).first();
    await expect(line).toBeVisible();
    // The Lao data arrives a few seconds after the page (src/app/after-load.tsx); until then
    // the line shows the clock time, never English words.
    await expect(line).not.toHaveText(/ago|second|minute/);
    await expect(line).toHaveText(/ກ່ອນ|ທີ່ຜ່ານມາ/, { timeout: 20_000 });
    await expect(line).not.toHaveText(/ago|second|minute/);
    expect(errors.filter((text) => text.includes('MissingDataError'))).toEqual([]);
  });
});

test('the language menu shows every language without loading the other scripts’ fonts', async ({
  page,
  brand,
  t,
  loginPage,
}) => {
  // The brand's own font family, from its preloaded face (noto-sans-thai-thai-400-normal).
  const ownFamily = /^noto-sans-[a-z]+-/.exec(brand.shell.preloadFonts[0] ?? '')?.[0] ?? '';
  const fonts: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (file.endsWith('.woff2')) fonts.push(file);
  });
  await loginPage.open();
  const menu = page.getByLabel(t['language.label'] ?? '');
  await expect(menu.getByRole('option')).toHaveText([
    t['language.th'] ?? '',
    t['language.la'] ?? '',
    t['language.en'] ?? '',
  ]);
  await page.waitForLoadState('networkidle');
  expect(ownFamily).not.toBe('');
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((file) => !file.startsWith(ownFamily))).toEqual([]);
});

test('a language chosen in one tab shows in the other at once, its open dialog and typing kept', async ({
  page,
  brand,
  t,
  loggedIn,
  home,
}) => {
  await loggedIn();
  await home.open();
  const withdraw = await home.openWithdraw();
  const other = brand.locales.find((l) => l !== brand.defaultLocale) as Locale;
  const said = messages(other);
  await withdraw.getByRole('textbox').first().fill('123');

  const second = await page.context().newPage();
  await second.goto('/user/profile');
  await second.getByLabel(t['language.label'] ?? '').selectOption(other);
  await expect(
    second.getByRole('heading', { name: said['profile.title'], exact: true }),
  ).toBeVisible();

  await expect(page.locator('html')).toHaveAttribute('lang', intlLocale(other));
  const shown = page.getByRole('dialog', { name: said['withdraw.title'], exact: true });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('textbox').first()).toHaveValue('123');
});
