import type { Locator, Page } from '@playwright/test';
import type { BrandData, Locale } from '../brands/types';
import { expect, HomePage, messages, type Sandbox } from './fixtures';

/**
 * Every screen and modal of the wallet, each with an intent helper that opens it from a
 * fresh page load and waits until it shows its content. e2e/screens.spec.ts runs the
 * accessibility, keyboard and fit checks over this list: a new screen or modal is one more
 * entry here (public ones start logged out, member ones logged in with the agreement
 * accepted, unless `agreement` says otherwise).
 */
export interface ScreenContext {
  page: Page;
  /** The texts of the language the screen is shown in. */
  t: Record<string, string>;
  locale: Locale;
  brand: BrandData;
  sandbox: Sandbox;
}

export interface Screen {
  name: string;
  /** Who sees it: a guest, or the logged-in demo member. */
  audience: 'public' | 'member';
  /** Opens the screen (from any page) and waits for its content; returns the part to check. */
  open: (context: ScreenContext) => Promise<void>;
}

const text = (t: Record<string, string>, id: string) => {
  const value = t[id];
  if (value === undefined) throw new Error(`no message ${id}`);
  return value;
};

/** Waits until no spinner or loading text is left (the content has arrived). */
export async function settled(page: Page, t: Record<string, string>) {
  await expect(page.getByText(text(t, 'ui.loading'), { exact: true })).toHaveCount(0);
  await expect(page.getByText(text(t, 'home.updating'), { exact: true })).toHaveCount(0);
}

async function goto(context: ScreenContext, path: string, heading: string) {
  const { page, t } = context;
  await page.goto(path);
  await expect(page.getByRole('heading', { name: text(t, heading), exact: true })).toBeVisible();
  await settled(page, t);
}

/** The dialog named `name`, once visible and loaded. */
async function dialog(context: ScreenContext, name: string): Promise<Locator> {
  const found = context.page.getByRole('dialog', { name, exact: true }).last();
  await expect(found).toBeVisible();
  await settled(context.page, context.t);
  // The opening animation has ended (a moving dialog has half-faded contrast). One that was
  // cancelled (its element rendered again) rejects `finished`: it is not moving either.
  await found.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return found;
}

/**
 * The login screen, with the parts it loads after its form (the forgotten-password link,
 * passkeys; src/features/auth/login-screen.tsx): a link that arrived during the keyboard
 * check was named as never reached by Tab, or as showing no focus.
 */
async function login(context: ScreenContext) {
  await goto(context, '/login', 'login.title');
  await expect(
    context.page.getByRole('link', { name: text(context.t, 'login.forgot'), exact: true }),
  ).toBeVisible();
}

async function home(context: ScreenContext) {
  await goto(context, '/user/home', 'home.title');
}

const shortcut = (context: ScreenContext, id: string) =>
  new HomePage(context.page, context.t).shortcut(id);

async function depositTab(context: ScreenContext, mode: string) {
  await home(context);
  await shortcut(context, 'home.widget.deposit').click();
  const modal = await dialog(context, text(context.t, 'deposit.title'));
  const tab = modal.getByRole('tab', { name: text(context.t, `deposit.mode.${mode}`) });
  if ((await tab.count()) === 0) return; // not a mode of this brand: the first tab is checked
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await settled(context.page, context.t);
}

/**
 * Sets (or raises) the demo member's deposit limit of `period` to `units` of the smallest
 * transfer of their currency (capability depositLimits, docs/api.md#deposit-limits).
 */
async function setDepositLimit(context: ScreenContext, period: string, units: number) {
  const { page, brand, sandbox } = context;
  const token = await sandbox.token(brand.demo.phone, brand.demo.password);
  const rules = brand.currencyRules[brand.demo.currency ?? 'BAHT'];
  const response = await page.request.put('/api/account/deposit-limits', {
    data: { period, amount: rules.transferMin * units },
    headers: { Authorization: `Bearer ${token}`, 'X-Requester': 'wallet-user' },
  });
  expect(response.ok()).toBe(true);
}

/** The demo member's reality check interval (capability realityCheck), for every session. */
async function setRealityInterval(context: ScreenContext, intervalMinutes: number) {
  const { page, brand, sandbox } = context;
  const token = await sandbox.token(brand.demo.phone, brand.demo.password);
  const response = await page.request.put('/api/account/reality-check', {
    data: { intervalMinutes },
    headers: { Authorization: `Bearer ${token}`, 'X-Requester': 'wallet-user' },
  });
  expect(response.ok()).toBe(true);
}

const PHONE_DIGITS = '0812345670';

async function registerUpTo(context: ScreenContext, step: 'otp' | 'profile' | 'bank') {
  const { page, t, brand, sandbox } = context;
  await sandbox.settings({ registerOTP: step === 'otp' });
  await goto(context, '/register', 'register.title');
  const length = brand.phone.length ?? brand.demo.phone.length;
  // A number nobody has: the locale and the step make it unique within a run.
  // The demo's first four digits (0812, 0205) keep it a mobile of the brand's country.
  const phone = `${brand.demo.phone.slice(0, 4)}${`${Date.now()}${PHONE_DIGITS}`.slice(-(length - 4))}`;
  await page.getByLabel(text(t, 'register.phone'), { exact: true }).fill(phone);
  await page.getByRole('button', { name: text(t, 'register.next'), exact: true }).click();
  if (step === 'otp') {
    await expect(page.getByLabel(text(t, 'register.otpCode'), { exact: true })).toBeVisible();
    return;
  }
  await page.getByLabel(text(t, 'register.name'), { exact: true }).fill('E2E Player');
  if (step === 'profile') return;
  await page.getByLabel(text(t, 'register.password'), { exact: true }).fill('newpass123');
  await page.getByLabel(text(t, 'register.confirmPassword'), { exact: true }).fill('newpass123');
  await page.getByRole('button', { name: text(t, 'register.next'), exact: true }).click();
  await expect(page.getByLabel(text(t, 'register.accountNo'), { exact: true })).toBeVisible();
  await settled(page, t);
}

/** The forgotten-password screen, on its code step when `step` says so (a code sent). */
async function forgotPassword(context: ScreenContext, step: 'phone' | 'code') {
  const { page, t, brand } = context;
  await goto(context, '/forgot-password', 'reset.title');
  if (step === 'phone') return;
  await page.getByLabel(text(t, 'reset.phone'), { exact: true }).fill(brand.demo.phone);
  await page.getByRole('button', { name: text(t, 'reset.send'), exact: true }).click();
  await expect(page.getByLabel(text(t, 'reset.otpCode'), { exact: true })).toBeVisible();
  await settled(page, t);
}

async function openChat(context: ScreenContext, path: string, heading: string) {
  const { page, t, sandbox } = context;
  await sandbox.settings({ enableChatWidget: true });
  await goto(context, path, heading);
  await page.getByRole('button', { name: text(t, 'chat.open') }).click();
  const panel = await dialog(context, text(t, 'chat.title'));
  await expect(
    panel.getByRole('status').filter({ hasText: t['chat.connection.online'] }),
  ).toBeVisible({ timeout: 10_000 });
}

/**
 * A virtual fingerprint reader (Chromium's CDP WebAuthn): the device has a platform
 * authenticator. Passkeys need a host name (browsers refuse an IP address,
 * docs/api.md#passkeys): the page goes to the same path on localhost.
 */
async function onLocalhostWithPasskeys(context: ScreenContext, path: string, heading: string) {
  const { page } = context;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  await goto(context, path, heading);
  const local = new URL(page.url());
  local.hostname = 'localhost';
  await page.goto(local.href);
  await expect(
    page.getByRole('heading', { name: text(context.t, heading), exact: true }),
  ).toBeVisible();
}

export const SCREENS: Screen[] = [
  // Public
  {
    name: 'login',
    audience: 'public',
    open: login,
  },
  {
    name: 'login: password shown',
    audience: 'public',
    open: async (c) => {
      await login(c);
      await c.page.getByRole('button', { name: text(c.t, 'login.showPassword') }).click();
    },
  },
  {
    name: 'login: passkey offer',
    audience: 'public',
    open: async (c) => {
      const { page, t, brand } = c;
      await onLocalhostWithPasskeys(c, '/login', 'login.title');
      await expect(page.getByRole('button', { name: text(t, 'passkey.login') })).toBeVisible();
      await page.getByLabel(text(t, 'login.phone')).fill(brand.demo.phone);
      await page.getByLabel(text(t, 'login.password'), { exact: true }).fill(brand.demo.password);
      await page.getByRole('button', { name: text(t, 'login.submit'), exact: true }).click();
      await dialog(c, text(t, 'passkey.offer.title'));
    },
  },
  {
    name: 'register: phone',
    audience: 'public',
    open: (c) => goto(c, '/register', 'register.title'),
  },
  { name: 'register: otp', audience: 'public', open: (c) => registerUpTo(c, 'otp') },
  { name: 'register: profile', audience: 'public', open: (c) => registerUpTo(c, 'profile') },
  { name: 'register: bank', audience: 'public', open: (c) => registerUpTo(c, 'bank') },
  { name: 'forgot password: phone', audience: 'public', open: (c) => forgotPassword(c, 'phone') },
  { name: 'forgot password: code', audience: 'public', open: (c) => forgotPassword(c, 'code') },
  { name: 'howto', audience: 'public', open: (c) => goto(c, '/howto', 'howto.title') },
  { name: 'contact', audience: 'public', open: (c) => goto(c, '/contact', 'contact.title') },
  {
    name: 'contact: chat widget',
    audience: 'public',
    open: (c) => openChat(c, '/contact', 'contact.title'),
  },
  { name: '404', audience: 'public', open: (c) => goto(c, '/no-such-page', 'notFound.title') },
  // Member
  { name: 'home', audience: 'member', open: home },
  {
    name: 'home: agreement',
    audience: 'member',
    open: async (c) => {
      await c.page.evaluate(() => localStorage.removeItem('agreed'));
      await home(c);
      await dialog(c, text(c.t, 'agreement.title'));
      await c.page.evaluate(() => localStorage.setItem('agreed', 'true'));
    },
  },
  ...['bank', 'auto', 'qr', 'wallet', 'slip'].map(
    (mode): Screen => ({
      name: `home: deposit ${mode}`,
      audience: 'member',
      open: (c) => depositTab(c, mode),
    }),
  ),
  {
    // Capability depositLimits: what the limits leave, above the modes.
    name: 'home: deposit with a limit',
    audience: 'member',
    open: async (c) => {
      await setDepositLimit(c, 'day', 500);
      await depositTab(c, 'qr');
      // The note's words before its amount.
      const note = text(c.t, 'deposit.limitLeft').split('{money}')[0]?.trim() ?? '';
      await expect(c.page.getByText(note)).toBeVisible();
    },
  },
  {
    name: 'home: transfer',
    audience: 'member',
    open: async (c) => {
      await home(c);
      await c.page.getByRole('button', { name: text(c.t, 'home.transfer'), exact: true }).click();
      await dialog(c, text(c.t, 'transfer.title'));
    },
  },
  {
    name: 'home: withdraw',
    audience: 'member',
    open: async (c) => {
      await home(c);
      await shortcut(c, 'home.widget.withdraw').click();
      await dialog(c, text(c.t, 'withdraw.title'));
    },
  },
  {
    name: 'home: invite banners',
    audience: 'member',
    open: async (c) => {
      await c.sandbox.settings({ inviteBanners: true });
      await home(c);
      await shortcut(c, 'home.widget.invite').click();
      await dialog(c, text(c.t, 'invite.title'));
    },
  },
  {
    name: 'home: invite',
    audience: 'member',
    open: async (c) => {
      await c.sandbox.settings({ inviteBanners: false });
      await home(c);
      await shortcut(c, 'home.widget.invite').click();
      const modal = await dialog(c, text(c.t, 'invite.title'));
      await expect(modal.getByRole('table').getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    name: 'home: refund',
    audience: 'member',
    open: async (c) => {
      await c.sandbox.settings({ refundBanners: false });
      await home(c);
      await shortcut(c, 'home.widget.refund').click();
      const modal = await dialog(c, text(c.t, 'refund.title'));
      await expect(modal.getByRole('table').getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    name: 'home: slot account',
    audience: 'member',
    open: async (c) => {
      await home(c);
      const games = c.page.getByRole('region', { name: text(c.t, 'home.games') });
      const card = games.getByRole('button').first();
      const name = (await card.getAttribute('aria-label')) ?? (await card.textContent()) ?? '';
      await card.press('Enter');
      await dialog(c, name.trim());
    },
  },
  {
    name: 'profile: edit bank name',
    audience: 'member',
    open: async (c) => {
      await home(c);
      await c.page.goto('/user/profile');
      await c.page
        .getByRole('button', { name: text(c.t, 'profile.editBankName'), exact: true })
        .click();
      await dialog(c, text(c.t, 'bankName.edit'));
    },
  },
  {
    // Capability `stepUp`: the login is 16 minutes old, so saving asks for the password again.
    name: 'profile: edit bank name, password again',
    audience: 'member',
    open: async (c) => {
      await goto(c, '/user/profile', 'profile.title');
      await c.sandbox.advanceClock(16 * 60_000);
      await c.page
        .getByRole('button', { name: text(c.t, 'profile.editBankName'), exact: true })
        .click();
      const edit = await dialog(c, text(c.t, 'bankName.edit'));
      await edit.getByLabel(text(c.t, 'bankName.label')).fill('DEMO STEPPED UP');
      await edit.getByRole('button', { name: text(c.t, 'bankName.save') }).click();
      await dialog(c, text(c.t, 'stepUp.title'));
    },
  },
  {
    name: 'conditions',
    audience: 'member',
    open: async (c) => {
      await home(c);
      await c.page.getByRole('button', { name: text(c.t, 'nav.conditions') }).click();
      await dialog(c, text(c.t, 'conditions.title'));
    },
  },
  { name: 'bonus', audience: 'member', open: (c) => goto(c, '/user/bonus', 'bonus.title') },
  {
    name: 'statement',
    audience: 'member',
    open: (c) => goto(c, '/user/statement', 'statement.title'),
  },
  {
    name: 'statement: slips',
    audience: 'member',
    open: async (c) => {
      await goto(c, '/user/statement', 'statement.title');
      await c.page.getByRole('button', { name: text(c.t, 'statement.slipStatus') }).click();
      await dialog(c, text(c.t, 'slips.title'));
    },
  },
  { name: 'profile', audience: 'member', open: (c) => goto(c, '/user/profile', 'profile.title') },
  {
    name: 'profile: passkeys',
    audience: 'member',
    open: async (c) => {
      const { page, t } = c;
      await onLocalhostWithPasskeys(c, '/user/profile', 'profile.title');
      await page.getByRole('button', { name: text(t, 'profile.passkey.add'), exact: true }).click();
      const saved = await dialog(c, text(t, 'profile.passkey.added'));
      await saved.getByRole('button', { name: text(t, 'ui.ok') }).click();
      await expect(saved).toHaveCount(0);
      const section = page.getByRole('region', { name: text(t, 'profile.passkey.title') });
      await expect(section.getByRole('listitem')).toHaveCount(1);
      await settled(page, t);
    },
  },
  {
    name: 'profile: edit name',
    audience: 'member',
    open: async (c) => {
      await goto(c, '/user/profile', 'profile.title');
      await c.page
        .getByRole('button', { name: text(c.t, 'profile.editName'), exact: true })
        .click();
      await dialog(c, text(c.t, 'profile.editName'));
    },
  },
  {
    // Capability `sessions`: the list with another device, its "log out" and "log out all".
    name: 'profile: signed-in devices',
    audience: 'member',
    open: async (c) => {
      await c.sandbox.token(c.brand.demo.phone, c.brand.demo.password);
      await goto(c, '/user/profile', 'profile.title');
      const devices = c.page.getByRole('region', { name: text(c.t, 'sessions.title') });
      await expect(
        devices.getByRole('button', { name: text(c.t, 'sessions.logoutOthers'), exact: true }),
      ).toBeVisible();
    },
  },
  {
    // Capabilities depositLimits, realityCheck and selfExclusion: "Play within limits" (the
    // limits the screens before set, if any).
    name: 'profile: play within limits',
    audience: 'member',
    open: (c) => goto(c, '/user/limits', 'limits.title'),
  },
  {
    // A limit in force with a raise that waits: what is left, when the raise applies, remove.
    name: 'profile: play within limits, a raise waiting',
    audience: 'member',
    open: async (c) => {
      await setDepositLimit(c, 'day', 100);
      await setDepositLimit(c, 'day', 300);
      await goto(c, '/user/limits', 'limits.title');
      // The day has its limit: only the 7 and 30 days have none.
      await expect(c.page.getByText(text(c.t, 'limits.none'), { exact: true })).toHaveCount(2);
    },
  },
  {
    // Capability selfExclusion: the confirmation before the account is locked (cancelled by
    // the next screen's page load: nothing is sent).
    name: 'profile: play within limits, lock confirmation',
    audience: 'member',
    open: async (c) => {
      await goto(c, '/user/limits', 'limits.title');
      const section = c.page.getByRole('region', { name: text(c.t, 'limits.break.title') });
      await section
        .getByLabel(text(c.t, 'limits.break.password'), { exact: true })
        .fill(c.brand.demo.password);
      await section.getByRole('button', { name: text(c.t, 'limits.break.submit') }).click();
      await dialog(c, text(c.t, 'limits.break.confirmTitle'));
    },
  },
  {
    // Capability realityCheck: the interval chosen (120 minutes: no reminder in this part).
    name: 'profile: play within limits, a reminder set',
    audience: 'member',
    open: async (c) => {
      await setRealityInterval(c, 120);
      await goto(c, '/user/limits', 'limits.title');
      const section = c.page.getByRole('region', { name: text(c.t, 'limits.reality.title') });
      await expect(section.getByRole('radio', { checked: true })).toHaveCount(1);
      await expect(section.getByRole('radio', { checked: true })).toHaveValue('120');
    },
  },
  {
    // Capability realityCheck: the reminder, 31 minutes after the login with reminders every
    // 30. Reminders are turned off once it shows, so the screens after it have none.
    name: 'home: reality check reminder',
    audience: 'member',
    open: async (c) => {
      await setRealityInterval(c, 30);
      await c.sandbox.advanceClock(31 * 60_000);
      // The dialog is modal: the home screen behind it is hidden from the checks.
      await c.page.goto('/user/home');
      const reminder = await dialog(c, text(c.t, 'limits.reality.dialogTitle'));
      await expect(
        reminder.getByRole('button', { name: text(c.t, 'limits.reality.keepPlaying') }),
      ).toBeVisible();
      await setRealityInterval(c, 0);
    },
  },
  {
    name: 'profile: change password',
    audience: 'member',
    open: async (c) => {
      await goto(c, '/user/profile', 'profile.title');
      await c.page
        .getByRole('button', { name: text(c.t, 'profile.changePassword'), exact: true })
        .click();
      await dialog(c, text(c.t, 'password.title'));
    },
  },
  {
    name: 'spin',
    audience: 'member',
    open: async (c) => {
      await c.sandbox.settings({ spinActive: true });
      await c.page.goto('/user/spin');
      await expect(c.page.locator('[data-scene="ready"], [data-scene="fallback"]')).toHaveCount(1, {
        timeout: 15_000,
      });
      await settled(c.page, c.t);
    },
  },
  {
    name: 'member chat widget',
    audience: 'member',
    open: (c) => openChat(c, '/user/contact', 'contact.title'),
  },
];

export const LOCALES: Locale[] = ['th', 'la', 'en'];

export { messages };

/**
 * A part of a screen shown in place of what could not be rendered (src/ui/error-boundary.tsx):
 * the alert named after the part (`part`: the message id of its name) and its retry.
 */
export function failedPart(page: Page, t: Record<string, string>, part: string) {
  const name = text(t, part);
  const alert = page.getByRole('alert', { name, exact: true });
  return {
    alert,
    message: alert.getByText(text(t, 'ui.partFailed'), { exact: true }),
    retry: alert.getByRole('button', {
      name: text(t, 'ui.partRetry').replace('{part}', name),
      exact: true,
    }),
  };
}

/** The member's bottom menu: the link to the screen named `id`. */
export const memberMenuLink = (page: Page, t: Record<string, string>, id: string) =>
  page
    .getByRole('navigation', { name: text(t, 'nav.member') })
    .getByRole('link', { name: text(t, id), exact: true });
