import type { Page } from '@playwright/test';
import type { ProfileResult, WalletResult } from '../src/api/types';
import { STEP_UP_MAX_AGE_MS } from '../src/domain/rules/step-up';
import { expect, type HomePage, test } from './fixtures';
import { satang } from './money';

/**
 * Capability stepUp (docs/product.md#step-up): once the login is more than 15 minutes old, a
 * withdrawal and a bank-name change ask for the password again, then go through once. The
 * sandbox clock is moved (POST /api/__sandbox/clock) instead of waiting.
 */
const STALE_MS = STEP_UP_MAX_AGE_MS + 60_000;

/** The Idempotency-Key of each of the page's requests to `path`, in order. */
function keysOf(page: Page, path: string): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname === path) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return keys;
}

async function startWithdrawal(
  home: HomePage,
  t: Record<string, string>,
  label: string,
  typed: string,
) {
  await home.open();
  const dialog = await home.openWithdraw();
  await dialog.getByLabel(label).fill(typed);
  await dialog.getByRole('button', { name: t['withdraw.next'] }).click();
  const review = dialog.getByRole('region', { name: t['withdraw.review'] });
  await review.getByRole('button', { name: t['withdraw.confirm'] }).click();
  return dialog;
}

test('a withdrawal after 16 minutes asks for the password, refuses a wrong one, then moves the money once', async ({
  page,
  sandbox,
  brand,
  t,
  say,
  money,
  loggedIn,
  member,
  home,
}) => {
  const before = await member.get<WalletResult>('/api/wallet');
  const withdrawn = money.of(100);
  const keys = keysOf(page, '/api/wallet/withdrawAll');
  await loggedIn();
  await sandbox.advanceClock(STALE_MS);
  const withdraw = await startWithdrawal(
    home,
    t,
    say('withdraw.amount', { unit: money.unit }),
    money.typed(withdrawn),
  );

  const prompt = page.getByRole('dialog', { name: t['stepUp.title'] });
  await expect(prompt).toBeVisible();
  const password = prompt.getByLabel(t['stepUp.password'] ?? '', { exact: true });
  await expect(password).toBeFocused();
  await password.fill('not-the-password');
  await password.press('Enter');
  await expect(password).toHaveAccessibleDescription(t['error.WRONG_PASSWORD'] ?? '');
  const unchanged = await member.get<WalletResult>('/api/wallet');
  expect(satang(unchanged.wallet.amount)).toBe(satang(before.wallet.amount));

  await password.fill(brand.demo.password);
  await prompt.getByRole('button', { name: t['stepUp.confirm'], exact: true }).click();
  await expect(prompt).toBeHidden();
  await expect(withdraw.getByRole('region', { name: t['withdraw.done'] })).toBeVisible();
  const after = await member.get<WalletResult>('/api/wallet');
  expect(satang(after.wallet.amount)).toBe(satang(before.wallet.amount) - satang(withdrawn));
  // The refused order and its resend: one key, one move.
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
});

test('a bank-name change after 16 minutes asks for the password, then saves', async ({
  page,
  sandbox,
  brand,
  t,
  loggedIn,
  member,
}) => {
  await loggedIn();
  await page.goto('/user/profile');
  await sandbox.advanceClock(STALE_MS);
  await page.getByRole('button', { name: t['profile.editBankName'], exact: true }).click();
  const bankDialog = page.getByRole('dialog', { name: t['bankName.edit'] });
  await bankDialog.getByLabel(t['bankName.label'] ?? '').fill('demo stepped up');
  await bankDialog.getByRole('button', { name: t['bankName.save'] }).click();

  const prompt = page.getByRole('dialog', { name: t['stepUp.title'] });
  const password = prompt.getByLabel(t['stepUp.password'] ?? '', { exact: true });
  await expect(password).toBeFocused();
  expect(
    (await member.get<ProfileResult>('/api/account/profile')).bankAccount.bankAccountName,
  ).not.toBe('DEMO STEPPED UP');
  await page.keyboard.type(brand.demo.password);
  await page.keyboard.press('Enter');
  await expect(prompt).toBeHidden();
  await expect(bankDialog).toBeHidden();
  const after = await member.get<ProfileResult>('/api/account/profile');
  expect(after.bankAccount.bankAccountName).toBe('DEMO STEPPED UP');
});

test('a backend without the features lookup withdraws after 16 minutes without a prompt', async ({
  page,
  sandbox,
  t,
  say,
  money,
  loggedIn,
  member,
  home,
}) => {
  await sandbox.settings({ features: false });
  const before = await member.get<WalletResult>('/api/wallet');
  const withdrawn = money.of(100);
  await loggedIn();
  await sandbox.advanceClock(STALE_MS);
  const withdraw = await startWithdrawal(
    home,
    t,
    say('withdraw.amount', { unit: money.unit }),
    money.typed(withdrawn),
  );
  await expect(withdraw.getByRole('region', { name: t['withdraw.done'] })).toBeVisible();
  await expect(page.getByRole('dialog', { name: t['stepUp.title'] })).toHaveCount(0);
  const after = await member.get<WalletResult>('/api/wallet');
  expect(satang(after.wallet.amount)).toBe(satang(before.wallet.amount) - satang(withdrawn));
});
