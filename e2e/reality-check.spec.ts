import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// These tests mostly wait on the browser (reminders that wait for the next check): one worker
// runs them in order, so that their waits overlap other files' work rather than each other
// (playwright.config.ts).
test.describe.configure({ mode: 'default' });

/**
 * The reality check (capability realityCheck, docs/product.md#play-within-limits): a
 * reminder interval set on "Play within limits"; once it has passed since the login (the
 * sandbox clock is moved, not waited), a reload shows the time since the login and the
 * net of the deposits and withdrawals since then; "Keep playing" is the session's, so a
 * reload after it shows nothing until the next interval; "Log out" logs out.
 */
const MINUTE_MS = 60_000;
const PATH = '/api/account/reality-check';

/** Reloads and waits for the member shell's read of the check, so "no dialog" means none. */
async function reloadAndRead(page: Page) {
  const read = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === PATH && response.request().method() === 'GET',
  );
  await page.reload();
  expect((await read).status()).toBe(200);
}

test('every 30 minutes: after 31 minutes a reload shows the time and the net; "Keep playing" holds until the next interval; "Log out" logs out', async ({
  page,
  t,
  say,
  money,
  sandbox,
  loggedIn,
  member,
}) => {
  test.slow(); // two clock moves and four reloads
  await loggedIn();
  await page.goto('/user/profile');
  await page.getByRole('link', { name: t['limits.title'] }).click();
  const section = page.getByRole('region', { name: t['limits.reality.title'] });
  await expect(section.getByText(t['limits.reality.what'] ?? '', { exact: true })).toBeVisible();
  const group = section.getByRole('group', { name: t['limits.reality.interval'] });
  await expect(group.getByRole('radio')).toHaveCount(4);
  await expect(
    group.getByRole('radio', { name: say('limits.reality.option', { minutes: 0 }) }),
  ).toBeChecked();
  await group.getByRole('radio', { name: say('limits.reality.option', { minutes: 30 }) }).check();
  await section.getByRole('button', { name: t['limits.reality.save'] }).click();
  const saved = page.getByRole('dialog', { name: say('limits.reality.saved', { minutes: 30 }) });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: t['ui.ok'] }).click();

  // Money in and out on the member's other session: it counts, being after this login.
  const deposit = money.of(300);
  const withdrawal = money.of(100);
  await member.post('/api/wallet/add', { amount: deposit });
  await member.post('/api/wallet/withdraw', { amount: withdrawal });

  await page.goto('/user/home');
  await sandbox.advanceClock(31 * MINUTE_MS);
  await reloadAndRead(page);
  const reminder = page.getByRole('dialog', { name: t['limits.reality.dialogTitle'] });
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText(say('limits.reality.elapsed', { hours: 0, minutes: 31 }));
  await expect(reminder).toContainText(
    say('limits.reality.deposits', { money: money.text(deposit) }),
  );
  await expect(reminder).toContainText(
    say('limits.reality.withdrawals', { money: money.text(withdrawal) }),
  );
  await expect(reminder).toContainText(
    say('limits.reality.net', { money: money.text(deposit - withdrawal) }),
  );
  const answered = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/reality-check/answer'),
  );
  await reminder.getByRole('button', { name: t['limits.reality.keepPlaying'] }).click();
  expect((await answered).status()).toBe(200);
  await expect(reminder).toBeHidden();

  // Recorded on the session: a reload before the next interval shows nothing. The limits
  // screen comes with the same member texts as the reminder, and the network goes quiet
  // once the clock's code has arrived, so an absent dialog is one that was not shown.
  await page.goto('/user/limits');
  await reloadAndRead(page);
  await expect(
    page
      .getByRole('region', { name: t['limits.reality.title'] })
      .getByRole('radio', { name: say('limits.reality.option', { minutes: 30 }) }),
  ).toBeChecked();
  await page.waitForLoadState('networkidle');
  await expect(reminder).toHaveCount(0);

  // The next interval (60 minutes after the login): due again; "Log out" logs out.
  await sandbox.advanceClock(30 * MINUTE_MS);
  await reloadAndRead(page);
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText(say('limits.reality.elapsed', { hours: 1, minutes: 1 }));
  await reminder.getByRole('button', { name: t['limits.reality.logout'] }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('without the features lookup there is no reminder to set or show, and the calls are refused', async ({
  page,
  t,
  sandbox,
  loggedIn,
  member,
}) => {
  // An interval set while the sandbox had the capability stays in its records, unused.
  await member.send('GET', '/api/wallet');
  const put = await page.request.put(PATH, {
    data: { intervalMinutes: 30 },
    headers: member.headers,
  });
  expect(put.status()).toBe(200);
  await sandbox.settings({ features: false });
  await loggedIn();
  await sandbox.advanceClock(31 * MINUTE_MS);
  await page.goto('/user/profile');
  await expect(page.getByRole('button', { name: t['profile.changePassword'] })).toBeEnabled();
  await expect(page.getByRole('link', { name: t['limits.title'] })).toHaveCount(0);
  await page.goto('/user/home');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: t['limits.reality.dialogTitle'] })).toHaveCount(0);
  expect((await member.send('GET', PATH)).status()).toBe(404);
  expect((await member.send('POST', `${PATH}/answer`)).status()).toBe(404);
  expect((await member.send('GET', '/api/wallet')).status()).toBe(200);
});
