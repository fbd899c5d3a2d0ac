import { expect, LoginPage, test } from './fixtures';
import { addAmounts, walletTotal } from './money';

/**
 * The open tabs of the wallet agree (docs/product.md#open-tabs): two pages of one browser,
 * what one does reaches the other within a second.
 */
const REACH_MS = 1_000;

test.describe('open tabs', () => {
  test('money moved in one tab reloads the balances in the other', async ({
    page,
    context,
    t,
    say,
    loggedIn,
    money,
    member,
    home,
  }) => {
    const before = await member.wallet();
    const withdrawn = money.of(100.55);
    await loggedIn();
    await page.goto('/user/home');
    const other = await context.newPage();
    await other.goto('/user/home');
    await expect(other.getByText(money.text(walletTotal(before)), { exact: true })).toBeVisible();

    await home.shortcut('home.widget.withdraw').click();
    const dialog = page.getByRole('dialog', { name: t['withdraw.title'] });
    await dialog
      .getByLabel(say('withdraw.amount', { unit: money.unit }))
      .fill(money.typed(withdrawn));
    await dialog.getByRole('button', { name: t['withdraw.next'] }).click();
    const review = dialog.getByRole('region', { name: t['withdraw.review'] });
    await review.getByRole('button', { name: t['withdraw.confirm'] }).click();
    await expect(dialog.getByRole('region', { name: t['withdraw.done'] })).toBeVisible();

    await expect(
      other.getByText(money.text(addAmounts(walletTotal(before), -withdrawn)), { exact: true }),
    ).toBeVisible({
      timeout: REACH_MS,
    });
  });

  test('a logout in one tab logs out the others', async ({ page, context, t, loggedIn }) => {
    await loggedIn();
    await page.goto('/user/home');
    const other = await context.newPage();
    await other.goto('/user/statement');
    await expect(other.getByRole('heading', { name: t['statement.title'] })).toBeVisible();

    await page.getByRole('button', { name: t['topbar.logout'] }).click();
    await page
      .getByRole('dialog', { name: t['logout.confirmTitle'] })
      .getByRole('button', { name: t['logout.confirm'] })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login$/, { timeout: REACH_MS });
    await expect(other.getByRole('heading', { name: t['login.title'] })).toBeVisible();
    expect(await other.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('a login in one tab logs in the tabs waiting on the login screen', async ({
    page,
    context,
    brand,
    t,
    loginPage,
  }) => {
    await page.addInitScript(() => localStorage.setItem('agreed', 'true'));
    await loginPage.open();
    const other = await context.newPage();
    await new LoginPage(other, t).open();

    // Not remembered: the login lives in the tabs' sessionStorage, and reaches the other one.
    await loginPage.logIn(brand.demo.phone, brand.demo.password, { remember: false });
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(other).toHaveURL(/\/user\/home$/, { timeout: REACH_MS });
    await expect(other.getByRole('heading', { name: t['home.title'] })).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a password change ends the tabs of the sessions it ended, not its own', async ({
    page,
    context,
    brand,
    t,
    loggedIn,
  }) => {
    await loggedIn({ remember: false });
    const other = await context.newPage();
    await loggedIn({ remember: false, page: other });
    await page.goto('/user/profile');
    await other.goto('/user/statement');
    await expect(other.getByRole('heading', { name: t['statement.title'] })).toBeVisible();

    await page.getByRole('button', { name: t['profile.changePassword'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['password.title'] });
    await dialog.getByLabel(t['password.old'] ?? '', { exact: true }).fill(brand.demo.password);
    await dialog.getByLabel(t['password.new'] ?? '', { exact: true }).fill('n3w-Pass');
    await dialog.getByLabel(t['password.confirm'] ?? '', { exact: true }).fill('n3w-Pass');
    await dialog.getByRole('button', { name: t['password.save'], exact: true }).click();
    await expect(page.getByRole('dialog', { name: t['password.saved'] })).toBeVisible();

    await expect(other).toHaveURL(/\/login$/, { timeout: REACH_MS });
    await expect(page).toHaveURL(/\/user\/profile$/);
  });
});
