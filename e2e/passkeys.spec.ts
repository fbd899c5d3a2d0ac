import type { CDPSession, Page } from '@playwright/test';
import type { Passkey } from '../src/api/types';
import { expect, test } from './fixtures';

// These tests mostly wait on the browser (the virtual authenticator and its prompts): one worker
// runs them in order, so that their waits overlap other files' work rather than each other
// (playwright.config.ts).
test.describe.configure({ mode: 'default' });

/**
 * Passkeys (docs/product.md#passkeys) in Chromium with a virtual platform authenticator
 * (CDP WebAuthn): the offer after a password login, a passkey login, the profile's list and
 * removal. WebAuthn refuses an IP address, and the sandbox's relying party for its
 * 127.0.0.1 origin is localhost (docs/api.md#passkeys): the pages open at localhost.
 */

/** A fingerprint reader that says yes, as a phone's would after the player's touch. */
async function platformAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, id: authenticatorId };
}

test.describe('passkeys', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', 'a CDP virtual authenticator');

  test('a password login offers a passkey; it logs in, and once removed it is refused', async ({
    page,
    t,
    say,
    brand,
    member,
    baseURL,
  }) => {
    const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    // A member who has accepted the agreement: it would cover the screen after the login.
    await page.addInitScript(() => localStorage.setItem('agreed', 'true'));
    const { cdp, id } = await platformAuthenticator(page);
    const passkeyButton = page.getByRole('button', { name: t['passkey.login'] });
    const logOut = async () => {
      await page.getByRole('button', { name: t['topbar.logout'], exact: true }).click();
      await page
        .getByRole('dialog', { name: t['logout.confirmTitle'] })
        .getByRole('button', { name: t['logout.confirm'] })
        .click();
    };

    await page.goto(`${origin}/login`);
    await expect(passkeyButton).toBeVisible();
    await page.getByLabel(t['login.phone'] ?? '').fill(brand.demo.phone);
    await page.getByLabel(t['login.password'] ?? '', { exact: true }).fill(brand.demo.password);
    await page.getByRole('button', { name: t['login.submit'], exact: true }).click();
    const offer = page.getByRole('dialog', { name: t['passkey.offer.title'] });
    await offer.getByRole('button', { name: t['passkey.offer.accept'] }).click();
    await expect(page).toHaveURL(/\/user\/home$/);
    const stored = await cdp.send('WebAuthn.getCredentials', { authenticatorId: id });
    expect(stored.credentials).toHaveLength(1);
    const { passkeys } = await member.get<{ passkeys: Passkey[] }>('/api/passkeys');
    expect(passkeys).toHaveLength(1);

    // The button: a browser without passkey autofill (the login screen mounts after the
    // logout without a page load, so it reads this).
    await page.evaluate(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await logOut();
    await expect(page).toHaveURL(/\/login$/);
    await passkeyButton.click();
    await expect(page).toHaveURL(/\/user\/home$/);

    // Autofill: Chromium's virtual authenticator answers the login screen's conditional
    // request at once, as a player picking the passkey under the phone field.
    await page.reload();
    const autofilled = page.waitForResponse((response) =>
      response.url().endsWith('/api/passkeys/login'),
    );
    await logOut();
    expect((await autofilled).status()).toBe(200);
    await expect(page).toHaveURL(/\/user\/home$/);

    await page.goto(`${origin}/user/profile`);
    const section = page.getByRole('region', { name: t['profile.passkey.title'] });
    const name = passkeys[0]?.name ?? t['profile.passkey.unnamed'] ?? '';
    await expect(section.getByText(name, { exact: true })).toBeVisible();
    await expect(section.getByText(t['profile.passkey.neverUsed'] ?? '')).toHaveCount(0);
    await section
      .getByRole('button', { name: say('profile.passkey.remove', { number: 1, name }) })
      .click();
    await page
      .getByRole('dialog', { name: t['profile.passkey.removeTitle'] })
      .getByRole('button', { name: t['profile.passkey.removeConfirm'] })
      .click();
    await expect(section.getByText(t['profile.passkey.none'] ?? '')).toBeVisible();

    // The device still holds the passkey; the server no longer knows it: the autofill's
    // answer and the button's are refused, and the player stays on /login.
    await logOut();
    const refused = page.getByRole('alert').filter({ hasText: t['error.PASSKEY_UNKNOWN'] ?? '' });
    await expect(refused).toBeVisible();
    await page.getByLabel(t['login.phone'] ?? '').fill(brand.demo.phone);
    await expect(refused).toHaveCount(0);
    await passkeyButton.click();
    await expect(refused).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the offer is made once per member on a device: "Not now" is remembered', async ({
    page,
    t,
    brand,
    baseURL,
  }) => {
    const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await page.addInitScript(() => localStorage.setItem('agreed', 'true'));
    await platformAuthenticator(page);
    const logIn = async () => {
      await page.goto(`${origin}/login`);
      await expect(page.getByRole('button', { name: t['passkey.login'] })).toBeVisible();
      await page.getByLabel(t['login.phone'] ?? '').fill(brand.demo.phone);
      await page.getByLabel(t['login.password'] ?? '', { exact: true }).fill(brand.demo.password);
      await page.getByRole('button', { name: t['login.submit'], exact: true }).click();
    };
    await logIn();
    await page
      .getByRole('dialog', { name: t['passkey.offer.title'] })
      .getByRole('button', { name: t['passkey.offer.decline'] })
      .click();
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.evaluate(() => {
      localStorage.removeItem('token');
      sessionStorage.removeItem('token');
    });
    await logIn();
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('dialog', { name: t['passkey.offer.title'] })).toHaveCount(0);
  });

  test('a backend without the capabilities shows no passkey part', async ({
    page,
    t,
    sandbox,
    loginPage,
    brand,
    baseURL,
    loggedIn,
  }) => {
    const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
    await sandbox.settings({ features: false });
    await platformAuthenticator(page);
    await page.addInitScript(() => localStorage.setItem('agreed', 'true'));
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('heading', { name: t['login.title'] })).toBeVisible();
    await loginPage.logIn(brand.demo.phone, brand.demo.password);
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.goto(`${origin}/login`);
    await expect(page.getByRole('button', { name: t['passkey.login'] })).toHaveCount(0);
    await loggedIn();
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: t['profile.title'] })).toBeVisible();
    await expect(page.getByText(t['profile.changePassword'] ?? '')).toBeVisible();
    await expect(page.getByRole('region', { name: t['profile.passkey.title'] })).toHaveCount(0);
  });
});
