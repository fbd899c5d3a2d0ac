import type { Page } from '@playwright/test';
import type { BrandData } from '../brands/types';
import { findBank } from '../server/fixtures/banks';
import { expect, messages, SANDBOX_OTP, test } from './fixtures';
import { escapeRegExp, fill } from './message-text';

function digits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

/**
 * A mobile number nobody has registered, shaped like the brand's demo member's: its first
 * four digits (Thai 0812, Lao 0205) keep it a mobile of the country.
 */
function newPhone(brand: BrandData): string {
  const length = brand.phone.length ?? brand.demo.phone.length;
  return `${brand.demo.phone.slice(0, 4)}${digits(length - 4)}`;
}

const PASSWORD = 'newpass123';

/** A bank as a player of the brand's default language reads it (src/domain/bank-name.ts). */
function bankIn(brand: BrandData, code: string): string {
  const bank = findBank(code);
  if (!bank) throw new Error(`no bank ${code}`);
  if (brand.defaultLocale === 'th') return bank.nameTH;
  return (brand.defaultLocale === 'la' && bank.nameLA) || bank.nameEN;
}

class Wizard {
  constructor(
    private readonly page: Page,
    private readonly t: Record<string, string>,
  ) {}

  label(id: string) {
    return this.page.getByLabel(this.t[id] ?? id, { exact: true });
  }

  button(id: string) {
    return this.page.getByRole('button', { name: this.t[id], exact: true });
  }

  heading(current: number, total: number, stepId: string) {
    return this.page.getByRole('heading', {
      level: 2,
      name: fill(this.t['register.stepHeading'], {
        current,
        total,
        label: this.t[stepId] ?? '',
      }),
    });
  }

  async phone(phone: string) {
    await this.label('register.phone').fill(phone);
    await this.button('register.next').click();
  }

  async profile({ password = PASSWORD, confirm = PASSWORD } = {}) {
    await this.label('register.name').fill('E2E Player');
    await this.label('register.password').fill(password);
    await this.label('register.confirmPassword').fill(confirm);
    await this.label('register.source').selectOption({ index: 1 });
  }

  async bank(bankName: string, first: string, last: string) {
    await this.page.getByRole('radio', { name: bankName, exact: true }).check();
    await this.label('register.accountNo').fill(digits(10));
    await this.page.getByLabel(this.t['register.firstName'] ?? '').fill(first);
    await this.page.getByLabel(this.t['register.lastName'] ?? '').fill(last);
  }
}

test.describe('registration wizard', () => {
  test('with OTP: a wrong code is refused, the right one goes on, then the new member logs in', async ({
    page,
    sandbox,
    t,
    brand,
    loginPage,
  }) => {
    await sandbox.settings({ registerOTP: true });
    const wizard = new Wizard(page, t);
    const phone = newPhone(brand);
    await page.goto('/register');
    const steps = page.getByRole('list', { name: t['register.steps'] });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps.locator('[aria-current="step"]')).toHaveText(`1${t['register.step.phone']}`);
    await expect(steps.getByRole('link')).toHaveCount(0);

    await wizard.phone(phone);
    await expect(wizard.heading(2, 4, 'register.step.otp')).toBeVisible();
    await expect(
      page.getByText(new RegExp(fill(t['register.otpRef'], { ref: '\\w{4}' }))),
    ).toBeVisible();
    const resend = page.getByRole('button', {
      name: new RegExp(fill(t['register.resendIn'], { time: '0[01]:\\d\\d' })),
    });
    await expect(resend).toBeDisabled();

    // The phone's keyboard offers the code of the SMS, on a digits pad.
    await expect(wizard.label('register.otpCode')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(wizard.label('register.otpCode')).toHaveAttribute('inputmode', 'numeric');
    await wizard.label('register.otpCode').fill('000000');
    await wizard.button('register.verify').click();
    await expect(page.getByText(t['error.OTP_CODE_INVALID'] ?? '')).toBeVisible();
    await expect(wizard.heading(2, 4, 'register.step.otp')).toBeVisible();

    const code = await sandbox.lastOtp(phone);
    expect(code).toBe(SANDBOX_OTP);
    await wizard.label('register.otpCode').fill(code);
    await wizard.button('register.verify').click();
    await expect(wizard.heading(3, 4, 'register.step.profile')).toBeVisible();

    await wizard.profile();
    await wizard.button('register.next').click();
    await expect(wizard.heading(4, 4, 'register.step.bank')).toBeVisible();
    await wizard.bank(bankIn(brand, 'KBANK'), 'Somchai', 'Jaidee');
    if (brand.currencies.length > 0) {
      await page.getByRole('radio', { name: t['register.currency.LAK'], exact: true }).check();
    }
    await wizard.button('register.submit').click();
    await expect(page.getByRole('status').getByText(t['register.success'] ?? '')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    await loginPage.logIn(phone, PASSWORD);
    await expect(page).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('navigation', { name: t['nav.member'] })).toBeVisible();
  });

  test('without OTP: three steps, the brand currency, then the new member logs in', async ({
    page,
    sandbox,
    t,
    brand,
    loginPage,
  }) => {
    await sandbox.settings({ registerOTP: false });
    const wizard = new Wizard(page, t);
    const phone = newPhone(brand);
    await page.goto('/register');
    await expect(
      page.getByRole('list', { name: t['register.steps'] }).getByRole('listitem'),
    ).toHaveCount(3);
    let otpSends = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/otp/send')) otpSends++;
    });
    await wizard.phone(phone);
    await expect(wizard.heading(2, 3, 'register.step.profile')).toBeVisible();
    await wizard.profile();
    await wizard.button('register.next').click();
    await expect(wizard.heading(3, 3, 'register.step.bank')).toBeVisible();

    const currency = page.getByRole('group', { name: t['register.currency'] });
    if (brand.currencies.length > 0) {
      await expect(currency.getByRole('radio')).toHaveCount(brand.currencies.length);
      await wizard.bank(bankIn(brand, 'KBANK'), 'Bounmy', 'Phommachanh');
      await wizard.button('register.submit').click();
      await expect(page.getByText(t['register.chooseCurrency'] ?? '')).toBeVisible();
      await currency.getByRole('radio', { name: t['register.currency.BAHT'], exact: true }).check();
    } else {
      await expect(currency).toHaveCount(0);
      await wizard.bank(bankIn(brand, 'KBANK'), 'Somchai', 'Jaidee');
    }
    const registered = page.waitForRequest(
      (request) => request.url().endsWith('/api/account') && request.method() === 'POST',
    );
    await wizard.button('register.submit').click();
    const body = (await registered).postDataJSON() as Record<string, unknown>;
    expect(body.username).toBe(phone);
    expect(body.bankCode).toBe('KBANK');
    if (brand.currencies.length > 0) {
      expect(body.currency).toBe('BAHT');
      expect(body.bankAccountName).toBe('Bounmy Phommachanh');
    } else {
      expect(body).not.toHaveProperty('currency');
      expect(body.bankAccountName).toBe('Somchai Jaidee');
    }
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    expect(otpSends).toBe(0);
    await loginPage.logIn(phone, PASSWORD);
    await expect(page).toHaveURL(/\/user\/home$/);
  });

  test('each validation text, and nothing typed is lost going back and forth', async ({
    page,
    sandbox,
    t,
    brand,
  }) => {
    await sandbox.settings({ registerOTP: false });
    const wizard = new Wizard(page, t);
    await page.goto('/register');

    // The empty field shows the brand's format hint, not a number that looks typed in.
    const formatHint = fill(t['register.phoneFormat'], { format: brand.phone.placeholder });
    await expect(wizard.label('register.phone')).toHaveAttribute(
      'placeholder',
      brand.phone.placeholder,
    );
    expect(brand.phone.placeholder).not.toMatch(/\d{4}/);
    await expect(wizard.label('register.phone')).toHaveAccessibleDescription(formatHint);

    // Empty phone: the wizard stops silently, focus stays on the phone.
    await wizard.button('register.next').click();
    await expect(wizard.label('register.phone')).toBeFocused();
    await expect(wizard.heading(1, 3, 'register.step.phone')).toBeVisible();

    const lengthText = fill(t['register.phoneLength'], { length: brand.phone.length ?? 10 });
    if (brand.phone.length !== null) {
      // One digit short (without its leading 0 it would be the same mobile, and taken).
      await wizard.phone(newPhone(brand).slice(0, -1));
      // Under the field, like every other error of the form: no toast over the title.
      await expect(wizard.label('register.phone')).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(lengthText)),
      );
      await expect(wizard.label('register.phone')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(lengthText)).toHaveCount(1);
      await expect(wizard.heading(1, 3, 'register.step.phone')).toBeVisible();
    }
    // Not a mobile of the brand's country (the Lao register once took "12345"): refused
    // under the field, with the format to follow; nothing is sent.
    const notMobile = brand.phone.country === 'TH' ? '0212345678' : '12345';
    await wizard.label('register.phone').fill(notMobile);
    await wizard.button('register.next').click();
    await expect(wizard.label('register.phone')).toHaveAccessibleDescription(
      new RegExp(
        escapeRegExp(fill(t['register.phoneInvalid'], { format: brand.phone.placeholder })),
      ),
    );
    await expect(wizard.heading(1, 3, 'register.step.phone')).toBeVisible();
    const phone = newPhone(brand);
    await wizard.label('register.phone').fill(phone);
    await wizard.button('register.next').click();
    await expect(wizard.heading(2, 3, 'register.step.profile')).toBeVisible();

    // Name, password and confirmation stop silently when empty; then they must match.
    await wizard.button('register.next').click();
    await expect(wizard.label('register.name')).toBeFocused();
    await wizard.profile({ confirm: 'something-else' });
    await wizard.button('register.next').click();
    await expect(page.getByText(t['register.passwordMismatch'] ?? '')).toBeVisible();
    await expect(wizard.label('register.confirmPassword')).toBeFocused();
    await wizard.label('register.confirmPassword').fill(PASSWORD);
    await wizard.button('register.next').click();
    await expect(wizard.heading(3, 3, 'register.step.bank')).toBeVisible();

    // The bank step names every empty field.
    await wizard.button('register.submit').click();
    await expect(page.getByText(t['register.chooseBank'] ?? '')).toBeVisible();
    await expect(page.getByText(t['register.required'] ?? '')).toHaveCount(3);
    if (brand.currencies.length > 0) {
      await expect(page.getByText(t['register.chooseCurrency'] ?? '')).toBeVisible();
    }
    const [before = '', after = ''] = (t['register.recommendedBanks'] ?? '').split('{banks}');
    const hint = page.getByText(new RegExp(`${escapeRegExp(before)}.+${escapeRegExp(after)}`));
    await expect(hint).toHaveCount(brand.recommendedBanks.length > 0 ? 1 : 0);

    // KTB needs the account name in English: labels say so, typing turns uppercase.
    await page.getByRole('radio', { name: bankIn(brand, 'KTB'), exact: true }).check();
    const firstLabel = fill(t['register.inEnglish'], { label: t['register.firstName'] ?? '' });
    const lastLabel = fill(t['register.inEnglish'], { label: t['register.lastName'] ?? '' });
    await page.getByLabel(firstLabel, { exact: true }).fill('สมชาย');
    await page.getByLabel(lastLabel, { exact: true }).pressSequentially('jaidee');
    await expect(page.getByLabel(lastLabel, { exact: true })).toHaveValue('JAIDEE');
    await wizard.label('register.accountNo').fill(digits(10));
    if (brand.currencies.length > 0) {
      await page.getByRole('radio', { name: t['register.currency.LAK'], exact: true }).check();
    }
    let registerCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account') && request.method() === 'POST') registerCalls++;
    });
    await wizard.button('register.submit').click();
    await expect(page.getByText(t['error.BANK_ACCOUNT_NAME_ENG'] ?? '')).toBeVisible();
    expect(t['error.BANK_ACCOUNT_NAME_ENG']).toBeTruthy();
    expect(registerCalls).toBe(0);

    // Back to the profile and forward again: everything is still there.
    await wizard.button('register.back').click();
    await expect(wizard.heading(2, 3, 'register.step.profile')).toBeVisible();
    await expect(wizard.label('register.name')).toHaveValue('E2E Player');
    await expect(wizard.label('register.confirmPassword')).toHaveValue(PASSWORD);
    await wizard.button('register.back').click();
    await expect(wizard.label('register.phone')).toHaveValue(phone);
    await wizard.button('register.next').click();
    await expect(wizard.heading(2, 3, 'register.step.profile')).toBeVisible();
    await wizard.button('register.next').click();
    await expect(wizard.heading(3, 3, 'register.step.bank')).toBeVisible();
    await expect(
      page.getByRole('radio', { name: bankIn(brand, 'KTB'), exact: true }),
    ).toBeChecked();
    await expect(page.getByLabel(firstLabel, { exact: true })).toHaveValue('สมชาย');
    await page.getByLabel(firstLabel, { exact: true }).fill('somchai');
    await expect(page.getByLabel(firstLabel, { exact: true })).toHaveValue('SOMCHAI');
    await wizard.button('register.submit').click();
    // The success notice covers nothing the player needs: not the language switch, not the
    // bottom menu, and it is still up on /login.
    const notice = page.getByRole('status').getByText(t['register.success'] ?? '');
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    await expect(notice).toBeVisible();
    const noticeBox = await notice.boundingBox();
    const language = page.getByRole('combobox', { name: t['language.label'], exact: true });
    for (const needed of [language, page.getByRole('navigation').last()]) {
      const box = await needed.boundingBox();
      if (!noticeBox || !box) throw new Error('no box');
      const apart =
        noticeBox.y + noticeBox.height <= box.y ||
        box.y + box.height <= noticeBox.y ||
        noticeBox.x + noticeBox.width <= box.x ||
        box.x + box.width <= noticeBox.x;
      expect(apart, 'the notice overlaps a control').toBe(true);
    }
    // The login form already holds the new phone: only the password is left.
    await expect(page.getByLabel(t['login.phone'] ?? '', { exact: true })).toHaveValue(phone);
    await page.getByLabel(t['login.password'] ?? '', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t['login.submit'], exact: true }).click();
    await expect(page).toHaveURL(/\/user/);
  });

  test('Thai bank names break lines only between words, at 320 px', async ({
    page,
    sandbox,
    brand,
  }) => {
    // Thai has no spaces: a break inside a word ("ธนาคารอาคารสงเคราะ / ห์") reads as
    // nonsense. The browser's own Thai line breaking keeps words whole.
    await sandbox.settings({ registerOTP: false });
    await page.setViewportSize({ width: 320, height: 720 });
    await page.addInitScript(() => localStorage.setItem('locale', 'th'));
    const wizard = new Wizard(page, messages('th'));
    await page.goto('/register');
    await wizard.phone(newPhone(brand));
    await wizard.profile();
    await wizard.button('register.next').click();
    await expect(page.getByRole('radio', { name: /ธนาคาร/ }).first()).toBeVisible();
    // Every place a Thai label wraps must be a word boundary of Intl.Segmenter.
    const split = await page.evaluate(() => {
      const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!/[\u0E00-\u0E7F]{6,}/.test(text)) continue;
        const boundaries = new Set([...segmenter.segment(text)].map((part) => part.index));
        const range = document.createRange();
        let lastTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          const top = Math.round(rect.top);
          if (lastTop !== null && top > lastTop + 2 && !boundaries.has(i)) {
            found.push(`${text.slice(0, i)} / ${text.slice(i)}`);
          }
          lastTop = top;
        }
      }
      return found;
    });
    expect(split).toEqual([]);
  });

  test('a phone number already registered is refused on the phone step', async ({
    page,
    sandbox,
    t,
    brand,
  }) => {
    await sandbox.settings({ registerOTP: true });
    const wizard = new Wizard(page, t);
    await page.goto('/register');
    await wizard.phone(brand.demo.phone);
    await expect(page.getByText(t['error.EXISTING_USER'] ?? '')).toBeVisible();
    await expect(wizard.label('register.phone')).toBeFocused();
  });

  test('the invite code comes from the link, is remembered and stays read-only', async ({
    page,
    sandbox,
    t,
    brand,
  }) => {
    await sandbox.settings({ registerOTP: false });
    const wizard = new Wizard(page, t);
    await page.goto('/register?code=PRINVITE42');
    await expect(wizard.label('register.phone')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('inviteCode'))).toBe('PRINVITE42');
    await wizard.phone(newPhone(brand));
    await expect(wizard.label('register.inviteCode')).toHaveValue('PRINVITE42');
    await expect(wizard.label('register.inviteCode')).not.toBeEditable();
    await expect(page.getByText(t['register.inviteLocked'] ?? '')).toBeVisible();

    // A later visit without the query: still filled in and read-only.
    await page.goto('/register');
    await wizard.phone(newPhone(brand));
    await expect(wizard.label('register.inviteCode')).toHaveValue('PRINVITE42');
    await expect(wizard.label('register.inviteCode')).not.toBeEditable();
  });

  test('the verified code is the proof of the phone: only the wizard that verified it skips the code step, and registers with it', async ({
    page,
    sandbox,
    t,
    brand,
  }) => {
    await sandbox.settings({ registerOTP: true });
    // The wizard's own clock, so its one-minute wait can pass without waiting a minute.
    await page.clock.install();
    const wizard = new Wizard(page, t);
    const phone = newPhone(brand);
    await page.goto('/register');
    await wizard.phone(phone);
    await wizard.label('register.otpCode').fill(SANDBOX_OTP);
    await wizard.button('register.verify').click();
    await expect(wizard.heading(3, 4, 'register.step.profile')).toBeVisible();

    // Someone else asking for the same phone gets no token that proves it.
    const stranger = await page.request.post('/api/otp/send', { data: { phoneNumber: phone } });
    const strangerBody = (await stranger.json()) as { code?: string; message?: string };
    expect(strangerBody.code).not.toBe('OTP_VERIFIED');
    const bySandbox = await page.request.post('/api/account', {
      data: {
        name: 'Intruder',
        username: phone,
        password: 'x1234567',
        sourceCode: '',
        inviteCode: '',
        bankCode: 'SCB',
        bankAccountName: 'INTRUDER',
        bankAccountNo: digits(10),
        ...(brand.currencies.length > 0 ? { currency: brand.currencies[0] } : {}),
      },
    });
    expect(await bySandbox.json()).toEqual({ message: 'UNVERIFIED_OTP' });

    // The wizard that verified goes back and on after the minute: straight to the profile.
    await wizard.button('register.back').click();
    await expect(wizard.heading(1, 4, 'register.step.phone')).toBeVisible();
    await page.clock.fastForward('01:05');
    await wizard.button('register.next').click();
    await expect(wizard.heading(3, 4, 'register.step.profile')).toBeVisible();
    await wizard.profile();
    await wizard.button('register.next').click();
    await expect(wizard.heading(4, 4, 'register.step.bank')).toBeVisible();
    await wizard.bank(bankIn(brand, 'KBANK'), 'Somchai', 'Jaidee');
    if (brand.currencies.length > 0) {
      await page.getByRole('radio', { name: t['register.currency.LAK'], exact: true }).check();
    }
    await wizard.button('register.submit').click();
    await expect(page.getByRole('status').getByText(t['register.success'] ?? '')).toBeVisible();
  });

  test('an invite code that names nobody is refused on its field, and can be cleared to register', async ({
    page,
    sandbox,
    t,
    brand,
  }) => {
    await sandbox.settings({ registerOTP: false });
    const wizard = new Wizard(page, t);
    await page.goto('/register?code=PRNOBODY42');
    await wizard.phone(newPhone(brand));
    const invite = wizard.label('register.inviteCode');
    await expect(invite).not.toBeEditable();
    await wizard.profile();
    await wizard.button('register.next').click();

    const refused = t['error.INVITE_CODE_INVALID'] ?? '';
    expect(refused).toBeTruthy();
    await expect(invite).toHaveAccessibleDescription(refused);
    await expect(invite).toHaveValue('PRNOBODY42');
    await expect(invite).toBeEditable();
    await expect(page.getByText(t['register.inviteLocked'] ?? '')).toHaveCount(0);
    await expect(wizard.heading(2, 3, 'register.step.profile')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('inviteCode'))).toBeNull();

    await page.getByRole('button', { name: t['register.inviteClear'], exact: true }).click();
    await expect(invite).toHaveValue('');
    await wizard.button('register.next').click();
    await expect(wizard.heading(3, 3, 'register.step.bank')).toBeVisible();
    await wizard.bank(bankIn(brand, 'KBANK'), 'Somchai', 'Jaidee');
    if (brand.currencies.length > 0) {
      await page.getByRole('radio', { name: t['register.currency.LAK'], exact: true }).check();
    }
    await wizard.button('register.submit').click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  });

  test('every step of the wizard is accessible', async ({
    page,
    sandbox,
    t,
    brand,
    expectAccessible,
  }) => {
    await sandbox.settings({ registerOTP: true });
    const wizard = new Wizard(page, t);
    const phone = newPhone(brand);
    await page.goto('/register');
    await expect(wizard.label('register.phone')).toBeVisible();
    await expectAccessible(page);
    await wizard.phone(phone);
    await expect(wizard.label('register.otpCode')).toBeVisible();
    await expectAccessible(page);
    await wizard.label('register.otpCode').fill(SANDBOX_OTP);
    await wizard.button('register.verify').click();
    await wizard.profile();
    await expectAccessible(page);
    await wizard.button('register.next').click();
    await expect(
      page.getByRole('radio', { name: bankIn(brand, 'KBANK'), exact: true }),
    ).toBeVisible();
    await wizard.button('register.submit').click();
    await expect(page.getByText(t['register.chooseBank'] ?? '')).toBeVisible();
    await expectAccessible(page);
  });
});
