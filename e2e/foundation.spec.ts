import { expect, messages, test } from './fixtures';

test.describe('guard and screens', () => {
  test('a member route without a login goes to /login', async ({ page, sandbox, t }) => {
    void sandbox;
    await page.goto('/user/statement');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: t['login.title'] })).toBeVisible();
  });

  test('/ goes to /user and on to /login without a login', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path shows Page Not Found with a way back', async ({ page, sandbox, t }) => {
    void sandbox;
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: t['notFound.title'] })).toBeVisible();
    await page.getByRole('link', { name: t['notFound.back'] }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/login goes to /terminated when the site is gone', async ({ page, sandbox, t }) => {
    await sandbox.settings({ terminated: true });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/terminated$/);
    await expect(page.getByRole('heading', { name: t['terminated.title'] })).toBeVisible();
    await sandbox.settings({ terminated: false });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: t['login.title'] })).toBeVisible();
  });
});

test.describe('login', () => {
  test('the demo member logs in and lands in the member shell', async ({
    page,
    loginPage,
    brand,
    t,
  }) => {
    await loginPage.open();
    await loginPage.logIn(brand.demo.phone, brand.demo.password);
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('navigation', { name: t['nav.member'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: t['home.title'] })).toBeVisible();
  });

  test('a wrong password shows the translated error, typing clears it', async ({
    page,
    loginPage,
    brand,
    t,
  }) => {
    await loginPage.open();
    await loginPage.logIn(brand.demo.phone, 'wrong-password');
    const error = page.getByText(t['error.WRONG_CREDENTIAL'] ?? '');
    await expect(error).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(t['login.password'] ?? '', { exact: true }).press('x');
    await expect(error).toBeHidden();
  });

  test('empty fields are refused without a call', async ({ page, loginPage, t }) => {
    await loginPage.open();
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) calls++;
    });
    await page.getByRole('button', { name: t['login.submit'], exact: true }).click();
    await expect(page.getByText(t['login.required'] ?? '')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('remember me keeps the login across a browser restart; without it, it ends with the tab', async ({
    page,
    browser,
    loginPage,
    brand,
  }) => {
    await loginPage.open();
    await loginPage.logIn(brand.demo.phone, brand.demo.password, { remember: true });
    await expect(page).toHaveURL(/\/user\/home$/);
    const remembered = await page.context().storageState();
    const restarted = await browser.newContext({ storageState: remembered });
    const again = await restarted.newPage();
    await again.goto(`${new URL(page.url()).origin}/user/home`);
    await expect(again).toHaveURL(/\/user\/home$/);
    await restarted.close();

    await page.evaluate(() => localStorage.clear());
    await loginPage.open();
    await loginPage.logIn(brand.demo.phone, brand.demo.password, { remember: false });
    await expect(page).toHaveURL(/\/user\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    const forgotten = await browser.newContext({
      storageState: await page.context().storageState(),
    });
    const fresh = await forgotten.newPage();
    await fresh.goto(`${new URL(page.url()).origin}/user/home`);
    await expect(fresh).toHaveURL(/\/login$/);
    await forgotten.close();
  });
});

test.describe('language', () => {
  test('the brand default language, and a switch that survives a reload', async ({
    page,
    loginPage,
    t,
    brand,
  }) => {
    await loginPage.open();
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      brand.defaultLocale === 'la' ? 'lo' : brand.defaultLocale,
    );
    const en = messages('en');
    await page.getByLabel(t['language.label'] ?? '').selectOption('en');
    await expect(page.getByRole('heading', { name: en['login.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: en['login.title'] })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    await expect(page.getByRole('option', { name: 'English' })).toBeDisabled();
  });
});

test.describe('member shell', () => {
  test('the conditions modal shows the server texts and closes with its button', async ({
    page,
    loggedIn,
    t,
  }) => {
    await loggedIn();
    await page.goto('/user/home');
    await page
      .getByRole('navigation', { name: t['nav.member'] })
      .getByRole('button', { name: t['nav.conditions'] })
      .click();
    const dialog = page.getByRole('dialog', { name: t['conditions.title'] });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('li').first()).not.toBeEmpty();
    await dialog.getByRole('button', { name: t['conditions.confirm'] }).click();
    await expect(dialog).toBeHidden();
  });

  test('the bottom menu goes to profile, statement, contact and home', async ({
    page,
    loggedIn,
    t,
  }) => {
    await loggedIn();
    await page.goto('/user/home');
    const menu = page.getByRole('navigation', { name: t['nav.member'] });
    await menu.getByRole('link', { name: t['nav.profile'] }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await menu.getByRole('link', { name: t['nav.statement'] }).click();
    await expect(page).toHaveURL(/\/user\/statement$/);
    await menu.getByRole('link', { name: t['nav.contact'] }).click();
    await expect(page).toHaveURL(/\/user\/contact$/);
    await menu.getByRole('link', { name: t['nav.home'] }).click();
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test('logout asks first, then clears the login and goes to /login', async ({
    page,
    loggedIn,
    t,
  }) => {
    await loggedIn();
    await page.goto('/user/home');
    await page.getByRole('button', { name: t['topbar.logout'] }).click();
    const dialog = page.getByRole('dialog', { name: t['logout.confirmTitle'] });
    await dialog.getByRole('button', { name: t['ui.cancel'] }).click();
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.getByRole('button', { name: t['topbar.logout'] }).click();
    await page
      .getByRole('dialog', { name: t['logout.confirmTitle'] })
      .getByRole('button', { name: t['logout.confirm'] })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/user/home');
    await expect(page).toHaveURL(/\/login$/);
  });
});
