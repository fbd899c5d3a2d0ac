import type { Page } from '@playwright/test';
import { VARIANT_CHAT_TYPE, variantOf } from '../server/fixtures/variant-backend';
import type { Bonus, CouponList, StatementList, WalletResult } from '../src/api/types';
import { expect, test } from './fixtures';
import { addAmounts, memberMoney } from './money';

/**
 * The member screens against a backend written from the same spec as the sandbox, differing
 * in the ways the spec allows (server/fixtures/variant-backend.ts, docs/api.md#required-and-
 * optional): THB for baht, a userBonus without code, a coupon's slice as an object, chat
 * messages without guestId and of an unknown type, an unknown statement type and status,
 * KBANK listed once as a bank account in mode AUTO. Every screen renders; nothing is blank.
 */

/** Every API answer of the page goes through that backend's transforms. */
async function variantBackend(page: Page): Promise<void> {
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const transform = variantOf(request.method(), request.url());
    if (!transform) return route.fallback();
    const response = await route.fetch();
    if (response.status() !== 200) return route.fulfill({ response });
    return route.fulfill({ response, json: transform(await response.json()) });
  });
}

test.describe('a backend that sends the variants the spec allows', () => {
  test.describe.configure({ timeout: 60_000 });
  // A call still being rewritten when a test ends (the wallet polls) has its answer disposed
  // with the page: that is the end of the test, not a failure of it.
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test.beforeEach(async ({ page, loggedIn }) => {
    await loggedIn();
    await variantBackend(page);
  });

  test('home and the deposit modal, with the bank QR code from a KBANK bank account', async ({
    page,
    t,
    say,
    brand,
    member,
    home,
  }) => {
    const wallet = await member.get<WalletResult>('/api/wallet');
    const money = memberMoney(brand, say, wallet.bankAccount.currency === 'LAK' ? 'LAK' : 'BAHT');
    // The dashboard's total: the main wallet plus every game account.
    const total = addAmounts(wallet.wallet.amount, ...wallet.slots.map((slot) => slot.amount));
    await page.goto('/user/home');
    await expect(page.getByText(money.text(total), { exact: true })).toBeVisible();
    await home.shortcut('home.widget.deposit').click();
    const modal = page.getByRole('dialog', { name: t['deposit.title'] });
    await modal.getByRole('tab', { name: t['deposit.mode.qr'] }).click();
    const providers = modal.getByRole('tablist', { name: t['deposit.qr.providers'] });
    const kbank = providers.getByRole('tab', {
      name: say('deposit.qr.provider', { provider: 'KBANK' }),
    });
    if (!money.rules.qr.KBANK) {
      // The Thai bank's QR takes baht only: a member of another currency is not offered it,
      // nor the baht account that would have given it.
      await expect(providers.getByRole('tab').first()).toBeVisible();
      await expect(kbank).toHaveCount(0);
      return;
    }
    await expect(kbank).toBeVisible();
    await modal.getByRole('tab', { name: t['deposit.mode.auto'] }).click();
    await expect(
      modal
        .getByText('KBANK')
        .or(modal.getByText(/Kasikorn|กสิกร/))
        .first(),
    ).toBeVisible();
  });

  test('statement: an unknown type reads "other", an unknown status "in progress"', async ({
    page,
    t,
    member,
  }) => {
    const sent = await member.post<StatementList>('/api/statement', { page: 1, limit: 10 });
    test.skip(sent.statements.length < 2, 'the seed has statements');
    await page.goto('/user/statement');
    const rows = page.getByRole('list', { name: t['statement.list'] }).getByRole('listitem');
    await expect(rows.first()).toContainText(t['statement.type.other'] ?? '');
    await expect(rows.nth(1)).toContainText(t['statement.status.pending'] ?? '');
  });

  test('bonus: the cards show although a userBonus has no code', async ({ page, t, member }) => {
    const bonuses = await member.get<Bonus[]>('/api/bonus');
    await page.goto('/user/bonus');
    await expect(page.getByRole('heading', { name: t['bonus.title'], level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: t['bonus.list'] }).getByRole('article'),
    ).toHaveCount(bonuses.length);
  });

  test('spin: the coupon table reads a slice sent as an object', async ({ page, say, member }) => {
    const coupons = await member.get<CouponList>('/api/spinwheel/coupon');
    await page.goto('/user/spin');
    const table = page.getByRole('table', { name: say('spin.coupons.title') });
    await expect(table.getByRole('row')).toHaveCount(Math.min(coupons.result.length, 3) + 1);
    await expect(table).not.toContainText('[object Object]');
    const first = coupons.result[0];
    if (first) {
      await expect(
        table.getByRole('button', {
          name: say('spin.coupons.claimName', { prize: first.prize.name }),
        }),
      ).toBeVisible();
    }
  });

  test(`chat: a member's history without guestId, a ${VARIANT_CHAT_TYPE} message shown as its text`, async ({
    page,
    t,
  }) => {
    await page.goto('/user/contact');
    await page.getByRole('button', { name: t['chat.open'] }).click();
    const panel = page.getByRole('dialog', { name: t['chat.title'] });
    await expect(panel.getByText('Hello! Deposits are credited within 1 minute.')).toBeVisible();
    await expect(panel.getByText('Hello, how long does a deposit take?')).toBeVisible();
  });
});
