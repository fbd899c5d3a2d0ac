import type { ExclusionRequest } from '../src/api/types';
import { formatDateTime } from '../src/lib/format';
import { expect, test } from './fixtures';

/**
 * Time-out and self-exclusion (capability selfExclusion, docs/product.md#play-within-limits):
 * a break of 24 hours, confirmed with the password, logs the member out everywhere; the
 * login says until when it is refused; the chat still answers a guest; once the clock has
 * moved past the end, the login works again.
 */
const HOUR_MS = 3_600_000;

test('a 24-hour break logs out everywhere, the login says until when, the guest chat works, and after 24 hours the login opens again', async ({
  page,
  brand,
  t,
  say,
  sandbox,
  loggedIn,
  loginPage,
  member,
}) => {
  test.slow(); // a chat socket, two logins and a clock move
  await loggedIn();
  await page.goto('/user/profile');
  await page.getByRole('link', { name: t['limits.title'] }).click();
  const section = page.getByRole('region', { name: t['limits.break.title'] });
  await expect(section.getByText(t['limits.break.what'] ?? '', { exact: true })).toBeVisible();
  // No way to shorten one: the screen offers lengths, never an end.
  const lengths = section.getByRole('group', { name: t['limits.break.length'] });
  await expect(lengths.getByRole('radio')).toHaveCount(6);
  await lengths.getByRole('radio', { name: t['limits.break.option.24h'] }).check();
  await section
    .getByLabel(t['limits.break.password'] ?? '', { exact: true })
    .fill(brand.demo.password);
  await section.getByRole('button', { name: t['limits.break.submit'] }).click();
  const confirm = page.getByRole('dialog', { name: t['limits.break.confirmTitle'] });
  await expect(confirm).toContainText(
    say('limits.break.confirmText', { length: t['limits.break.option.24h'] ?? '' }),
  );
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/account/self-exclusion',
  );
  await confirm.getByRole('button', { name: t['limits.break.confirm'], exact: true }).click();
  const body = (await (await answer).json()) as { until: string };
  const date = formatDateTime(body.until, brand.timeZone);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('dialog', { name: say('limits.break.done', { date }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: t['ui.ok'] }).click();

  // Every session ended: the spec's own login of the member too.
  expect((await member.send('GET', '/api/wallet')).status()).toBe(401);
  await loginPage.logIn(brand.demo.phone, brand.demo.password);
  await expect(page.getByText(say('login.selfExcluded', { date }), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The chat with support still answers, as a guest's.
  await page.goto('/contact');
  await page.getByRole('button', { name: t['chat.open'] }).click();
  const panel = page.getByRole('dialog', { name: t['chat.title'] });
  await expect(
    panel.getByRole('status').filter({ hasText: t['chat.connection.online'] }),
  ).toBeVisible({
    timeout: 10_000,
  });
  await expect(panel.getByRole('textbox', { name: t['chat.message'] })).toBeEditable();

  await sandbox.advanceClock(24 * HOUR_MS + 60_000);
  await loginPage.open();
  await loginPage.logIn(brand.demo.phone, brand.demo.password);
  await expect(page).toHaveURL(/\/user\/home$/);
});

test('without the features lookup there is no break to take, and the call is refused', async ({
  page,
  t,
  sandbox,
  loggedIn,
  member,
  brand,
}) => {
  await sandbox.settings({ features: false });
  await loggedIn();
  await page.goto('/user/profile');
  await expect(page.getByRole('button', { name: t['profile.changePassword'] })).toBeEnabled();
  await expect(page.getByRole('link', { name: t['limits.title'] })).toHaveCount(0);
  const request: ExclusionRequest = { period: '24h', password: brand.demo.password };
  expect((await member.send('POST', '/api/account/self-exclusion', request)).status()).toBe(404);
  expect((await member.send('GET', '/api/wallet')).status()).toBe(200);
});
