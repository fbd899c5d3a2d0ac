import { expect, LoginPage, test } from './fixtures';

/**
 * The signed-in devices of the profile (capability `sessions`, docs/product.md#signed-in-
 * devices): a second device's login shows in the list, and logging it out from here sends
 * that device to /login at its next call.
 */
// The test's own page is an emulated Android phone: the other device is an iPhone.
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

test('two logins show as two devices; logging out the other ends its session', async ({
  page,
  browser,
  loginPage,
  brand,
  t,
  say,
}) => {
  await loginPage.open();
  await loginPage.logIn(brand.demo.phone, brand.demo.password);
  await expect(page).toHaveURL(/\/user\/home$/);
  const origin = new URL(page.url()).origin;

  const other = await browser.newContext({ userAgent: IPHONE_SAFARI });
  const phone = await other.newPage();
  await phone.goto(`${origin}/login`);
  const phoneLogin = new LoginPage(phone, t);
  await phoneLogin.logIn(brand.demo.phone, brand.demo.password);
  await expect(phone).toHaveURL(/\/user\/home$/);

  await page.goto('/user/profile');
  const devices = page.getByRole('region', { name: t['sessions.title'], exact: true });
  await expect(devices.getByText(t['sessions.thisDevice'] ?? '', { exact: true })).toBeVisible();
  const iphoneName = say('sessions.device', { browser: 'Safari', system: 'iOS' });
  await expect(devices.getByText(iphoneName, { exact: true })).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(2);

  const logOut = devices.getByRole('button', {
    name: say('sessions.logoutOne', { device: iphoneName, time: '' }).trim(),
  });
  await logOut.click();
  await expect(page.getByRole('dialog', { name: t['sessions.ended'], exact: true })).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText(t['sessions.none'] ?? '', { exact: true })).toBeVisible();

  // The other device's next call is refused: it ends at the login screen.
  await phone.goto(`${origin}/user/profile`);
  await expect(phone).toHaveURL(/\/login$/);
  await other.close();
});

test('the password change can keep the other devices logged in', async ({
  page,
  loggedIn,
  sandbox,
  brand,
  t,
}) => {
  await loggedIn();
  const otherToken = await sandbox.token(brand.demo.phone, brand.demo.password);
  await page.goto('/user/profile');
  await page.getByRole('button', { name: t['profile.changePassword'], exact: true }).click();
  const modal = page.getByRole('dialog', { name: t['password.title'], exact: true });
  const choice = modal.getByRole('checkbox', { name: t['password.endOthers'], exact: true });
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await modal.getByLabel(t['password.old'] ?? '', { exact: true }).fill(brand.demo.password);
  await modal.getByLabel(t['password.new'] ?? '', { exact: true }).fill('Kept-devices-1');
  await modal.getByLabel(t['password.confirm'] ?? '', { exact: true }).fill('Kept-devices-1');
  await modal.getByRole('button', { name: t['password.save'], exact: true }).click();
  await expect(page.getByRole('dialog', { name: t['password.saved'], exact: true })).toBeVisible();
  const still = await page.request.get('/api/account/profile', {
    headers: { Authorization: `Bearer ${otherToken}`, 'X-Requester': 'wallet-user' },
  });
  expect(still.status()).toBe(200);
});

test('a backend without the capability: no device list, no choice, the password change as before', async ({
  page,
  loggedIn,
  sandbox,
  brand,
  t,
}) => {
  await sandbox.settings({ features: false });
  await loggedIn();
  const otherToken = await sandbox.token(brand.demo.phone, brand.demo.password);
  await page.goto('/user/profile');
  await expect(page.getByText(brand.demo.phone, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t['profile.changePassword'], exact: true }).click();
  const modal = page.getByRole('dialog', { name: t['password.title'], exact: true });
  await modal.getByLabel(t['password.old'] ?? '', { exact: true }).fill(brand.demo.password);
  await modal.getByLabel(t['password.new'] ?? '', { exact: true }).fill('No-capability-1');
  await modal.getByLabel(t['password.confirm'] ?? '', { exact: true }).fill('No-capability-1');
  await expect(modal.getByRole('checkbox')).toHaveCount(0);
  await modal.getByRole('button', { name: t['password.save'], exact: true }).click();
  await expect(page.getByRole('dialog', { name: t['password.saved'], exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: t['sessions.title'] })).toHaveCount(0);
  // The other session ended, as a password change always did.
  const ended = await page.request.get('/api/account/profile', {
    headers: { Authorization: `Bearer ${otherToken}`, 'X-Requester': 'wallet-user' },
  });
  expect(ended.status()).toBe(401);
});
