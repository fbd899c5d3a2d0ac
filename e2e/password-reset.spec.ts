import type { Page } from '@playwright/test';
import { expect, SANDBOX_CONTROL, SANDBOX_OTP, test } from './fixtures';

/**
 * "Forgot password?" (docs/api.md#password-reset): from the login screen, the phone, the
 * SMS code and a new password typed twice; the player lands on home, every other session
 * has ended, and the old password is refused. A backend without the capability shows no
 * link.
 */
const NEW_PASSWORD = 'fresh pass 42';

/** The member's profile as seen with `token`: 200 while its session lives. */
async function profileStatus(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/account/profile', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requester': 'wallet-user' },
  });
  return response.status();
}

test.describe('forgot password', () => {
  test('phone, the SMS code, a new password: on home, other sessions ended, the old password refused', async ({
    page,
    t,
    brand,
    sandbox,
    loginPage,
  }) => {
    const phone = brand.demo.phone;
    const elsewhere = await sandbox.token(phone);
    expect(await profileStatus(page, elsewhere)).toBe(200);

    await loginPage.open();
    await page.getByRole('link', { name: t['login.forgot'], exact: true }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: t['reset.title'], exact: true })).toBeVisible();
    await page.getByLabel(t['reset.phone'] ?? '', { exact: true }).fill(phone);
    await page.getByRole('button', { name: t['reset.send'], exact: true }).click();

    const code = page.getByLabel(t['reset.otpCode'] ?? '', { exact: true });
    await expect(code).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    const sent = await sandbox.lastOtp(phone);
    expect(sent).toBe(SANDBOX_OTP);
    // The SMS ends with the line the WebOTP API reads: the wallet's host and the code.
    const sms = await page.request.get(`/api/__sandbox/otp/${phone}`, { headers: SANDBOX_CONTROL });
    const { host } = new URL(page.url());
    expect(((await sms.json()) as { sms: string }).sms.split('\n').at(-1)).toBe(
      `@${host} #${sent}`,
    );

    // A wrong code first: refused under the field, nothing changed.
    await code.fill('000000');
    await page.getByLabel(t['reset.newPassword'] ?? '', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t['reset.confirm'] ?? '', { exact: true }).fill(NEW_PASSWORD);
    const submit = page.getByRole('button', { name: t['reset.submit'], exact: true });
    await submit.click();
    await expect(page.getByText(t['error.OTP_CODE_INVALID'] ?? '', { exact: true })).toBeVisible();
    expect(await profileStatus(page, elsewhere)).toBe(200);

    await code.fill(sent);
    await submit.click();
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('heading', { name: t['home.title'] })).toBeVisible();
    expect(await profileStatus(page, elsewhere)).toBe(401);

    // Logged out, the old password is refused and the new one lets the player in.
    await page.evaluate(() => {
      localStorage.removeItem('token');
      sessionStorage.removeItem('token');
    });
    await loginPage.open();
    await loginPage.logIn(phone, brand.demo.password);
    await expect(page.getByText(t['error.WRONG_CREDENTIAL'] ?? '')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await loginPage.logIn(phone, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test('a backend without the capability shows no link, and the login works', async ({
    page,
    t,
    brand,
    sandbox,
    loginPage,
  }) => {
    await sandbox.settings({ features: false });
    const features = page.waitForResponse((response) =>
      response.url().endsWith('/api/lookup/features'),
    );
    await loginPage.open();
    // Asked (after the first paint) and answered as a backend without it: no link, ever.
    expect((await features).status()).toBe(404);
    const form = page.getByRole('main');
    await expect(form.getByRole('link', { name: t['login.register'], exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t['login.forgot'], exact: true })).toHaveCount(0);
    // Nor by its address: back to the login screen.
    await page.goto('/forgot-password');
    await expect(page).toHaveURL(/\/login$/);
    await loginPage.logIn(brand.demo.phone, brand.demo.password);
    await expect(page).toHaveURL(/\/user\/home$/);
  });
});
