import type { Locator, Page } from '@playwright/test';
import type { DepositLimits, QrCodeState, WalletResult } from '../src/api/types';
import { LIMIT_RAISE_DELAY_MS } from '../src/domain/rules/deposit-limits';
import { formatDateTime } from '../src/lib/format';
import { expect, type HomePage, test } from './fixtures';
import type { MemberMoney } from './money';
import { satang } from './money';

/**
 * "Play within limits" with deposit limits (capability depositLimits,
 * docs/product.md#play-within-limits): reached from the profile; a daily limit applies at
 * once, the deposit modal says what it leaves and a deposit over it is refused with that
 * amount, moving nothing; a raise waits 24 hours (the sandbox clock is moved, not waited).
 */

/** The daily limit block of the screen. */
const dayBlock = (page: Page, say: (id: string, values?: Record<string, string>) => string) =>
  page.getByRole('form', { name: say('limits.period', { period: 'day' }) });

async function openLimits(page: Page, t: Record<string, string>): Promise<Locator> {
  await page.goto('/user/profile');
  await page.getByRole('link', { name: t['limits.title'] }).click();
  await expect(page).toHaveURL(/\/user\/limits$/);
  await expect(page.getByRole('heading', { level: 1, name: t['limits.title'] })).toBeVisible();
  return page.getByRole('region', { name: t['limits.deposit.title'] });
}

async function setDayLimit(
  page: Page,
  say: (id: string, values?: Record<string, string>) => string,
  money: MemberMoney,
  amount: number,
) {
  const block = dayBlock(page, say);
  await block
    .getByRole('textbox', { name: say('limits.field', { period: 'day' }) })
    .fill(money.typed(amount));
  await block.getByRole('button', { name: say('limits.save', { period: 'day' }) }).click();
}

/** A remembered login (30 days): it outlives the day the clock is moved. */
async function rememberedToken(page: Page, phone: string, password: string): Promise<string> {
  const response = await page.request.post('/api/login', {
    data: { username: phone, password, remember: true },
    headers: { 'X-Requester': 'wallet-user' },
  });
  return ((await response.json()) as { token: string }).token;
}

async function openQr(
  home: HomePage,
  say: (id: string, values?: Record<string, string>) => string,
) {
  await home.open();
  const modal = await home.openDeposit('qr');
  await modal
    .getByRole('tab', { name: say('deposit.qr.provider', { provider: 'PAYTIMZ' }), exact: true })
    .click();
  return modal;
}

test('a daily limit from the profile applies at once; the deposit modal says what is left and refuses a QR code over it, moving nothing', async ({
  page,
  t,
  say,
  money,
  loggedIn,
  member,
  home,
}) => {
  await loggedIn();
  const section = await openLimits(page, t);
  await expect(section.getByText(t['limits.deposit.what'] ?? '', { exact: true })).toBeVisible();
  await expect(section.getByText(t['limits.none'] ?? '', { exact: true })).toHaveCount(3);

  const limit = money.of(50);
  await setDayLimit(page, say, money, limit);
  const saved = page.getByRole('dialog', { name: t['limits.savedNow'] });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: t['ui.ok'] }).click();
  const left = money.text(limit);
  await expect(
    dayBlock(page, say).getByText(say('limits.current', { money: left, left }), { exact: true }),
  ).toBeVisible();

  const before = await member.get<WalletResult>('/api/wallet');
  const modal = await openQr(home, say);
  await expect(
    modal.getByText(say('deposit.limitLeft', { money: left }), { exact: true }),
  ).toBeVisible();
  await modal
    .getByRole('textbox', { name: say('deposit.qr.amount', { unit: money.unit }) })
    .fill(money.typed(money.of(60)));
  await modal.getByRole('button', { name: t['deposit.qr.create'] }).click();
  await expect(
    page.getByText(say('deposit.limitReached', { money: left }), { exact: true }),
  ).toBeVisible();
  const code = await member.get<QrCodeState>('/api/qrcode/PAYTIMZ');
  expect(code.hasQrcode).toBe(false);
  const after = await member.get<WalletResult>('/api/wallet');
  expect(satang(after.wallet.amount)).toBe(satang(before.wallet.amount));
});

test('a raise says when it applies, and applies only after 24 hours', async ({
  page,
  brand,
  t,
  say,
  money,
  sandbox,
  loggedIn,
}) => {
  const token = await rememberedToken(page, brand.demo.phone, brand.demo.password);
  await loggedIn({ token });
  await openLimits(page, t);
  const low = money.of(50);
  const high = money.of(200);
  await setDayLimit(page, say, money, low);
  await page.getByRole('dialog', { name: t['limits.savedNow'] }).getByRole('button').click();

  await setDayLimit(page, say, money, high);
  const limits = await page.request.get('/api/account/deposit-limits', {
    headers: { Authorization: `Bearer ${token}`, 'X-Requester': 'wallet-user' },
  });
  const day = ((await limits.json()) as DepositLimits).limits.find((each) => each.period === 'day');
  const appliesAt = day?.pending?.appliesAt ?? '';
  expect(Date.parse(appliesAt)).toBeGreaterThan(Date.now() + LIMIT_RAISE_DELAY_MS - 60_000);
  const time = formatDateTime(appliesAt, brand.timeZone);
  const later = page.getByRole('dialog', { name: say('limits.savedLater', { time }) });
  await expect(later).toBeVisible();
  await later.getByRole('button').click();
  const block = dayBlock(page, say);
  const lowText = money.text(low);
  await expect(
    block.getByText(say('limits.current', { money: lowText, left: lowText }), { exact: true }),
  ).toBeVisible();
  await expect(
    block.getByText(say('limits.pendingRaise', { money: money.text(high), time }), { exact: true }),
  ).toBeVisible();

  await sandbox.advanceClock(LIMIT_RAISE_DELAY_MS + 60_000);
  await page.reload();
  const highText = money.text(high);
  await expect(
    block.getByText(say('limits.current', { money: highText, left: highText }), { exact: true }),
  ).toBeVisible();
  await expect(
    block.getByText(say('limits.pendingRaise', { money: money.text(high), time })),
  ).toHaveCount(0);
});

test('a backend without the features lookup has no limits screen, link or note', async ({
  page,
  t,
  say,
  money,
  sandbox,
  loggedIn,
  home,
}) => {
  await sandbox.settings({ features: false });
  await loggedIn();
  await page.goto('/user/profile');
  await expect(page.getByRole('button', { name: t['profile.changePassword'] })).toBeEnabled();
  await expect(page.getByRole('link', { name: t['limits.title'] })).toHaveCount(0);
  await page.goto('/user/limits');
  await expect(page).toHaveURL(/\/user\/profile$/);
  // Deposits work as before, with no word of a limit.
  const modal = await openQr(home, say);
  // The note's words before its amount, in the brand's language.
  const note = (t['deposit.limitLeft'] ?? '').split('{money}')[0]?.trim() ?? '';
  await modal
    .getByRole('textbox', { name: say('deposit.qr.amount', { unit: money.unit }) })
    .fill(money.typed(money.of(60)));
  await modal.getByRole('button', { name: t['deposit.qr.create'] }).click();
  await expect(modal.getByRole('button', { name: t['deposit.qr.cancel'] })).toBeVisible();
  expect(note).not.toBe('');
  await expect(modal.getByText(note)).toHaveCount(0);
});
