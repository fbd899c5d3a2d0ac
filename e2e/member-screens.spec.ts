import { BONUS_TEXTS, PROMOTION_TEXTS } from '../server/fixtures/stored-texts';
import type {
  Bonus,
  BonusActiveCheck,
  ProfileResult,
  StatementList,
  WalletResult,
} from '../src/api/types';
import { expect, test } from './fixtures';
import { escapeRegExp } from './message-text';
import { satang } from './money';
import { fitProblems } from './page-checks';

/** The member screens (docs/product.md#bonus-and-promotions, #statement-and-slips, #profile). */

/** A pattern matching exactly this text, nothing around it. */
const whole = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** DD/MM/YYYY HH:mm:ss in the browser's time zone, as the wallet shows dates. */
/**
 * An API time as the wallet shows it: DD/MM/YYYY HH:mm:ss in site time, the brand's
 * `timeZone` (docs/product.md#site-time), whatever the device's own zone.
 */
function siteTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A phone far from the site: New York is 11 or 12 hours behind UTC+7. */
const DEVICE_ZONE = 'America/New_York';

test.describe('bonus screen', () => {
  test('a promotion code typed in lower case is found and activated; an unknown one is not found', async ({
    page,
    brand,
    loggedIn,
    t,
    member,
  }) => {
    const _token = member.token;
    const before = await member.get<WalletResult>('/api/wallet');
    await loggedIn();
    await page.goto('/user/bonus');
    await expect(page.getByRole('heading', { name: t['bonus.title'], level: 1 })).toBeVisible();
    const code = page.getByLabel(t['promotion.code'] ?? '', { exact: true });
    const search = page.getByRole('button', { name: t['promotion.search'], exact: true });

    // Required: nothing is looked up without a code.
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/promotion/')) lookups.push(request.url());
    });
    await search.click();
    await expect(page.getByText(t['promotion.required'] ?? '')).toBeVisible();
    expect(lookups).toEqual([]);

    await code.fill('nosuchcode');
    await expect(code).toHaveValue('NOSUCHCODE');
    await search.click();
    await expect(page.getByText(t['promotion.notFound'] ?? '', { exact: true })).toBeVisible();
    expect(lookups.at(-1)).toMatch(/\/api\/promotion\/find\/NOSUCHCODE$/);

    await code.fill('');
    await code.pressSequentially('welcome100');
    await expect(code).toHaveValue('WELCOME100');
    await search.click();
    const promotion = page.getByRole('article', { name: 'WELCOME100' });
    // The promotion's own text, in the page's language (docs/api.md#language).
    const title = /<h3>(.*?)<\/h3>/.exec(PROMOTION_TEXTS.WELCOME100[brand.defaultLocale])?.[1];
    await expect(promotion.getByRole('heading', { name: title })).toBeVisible();
    await promotion.getByRole('button', { name: t['promotion.activate'], exact: true }).click();
    const saved = page.getByRole('dialog', { name: t['promotion.saved'] });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: t['ui.ok'] }).click();
    expect(
      lookups.filter((url) => url.endsWith('/api/promotion/activate/WELCOME100')),
    ).toHaveLength(1);

    // Now active: the cancel button takes the search's place, and the wallet got the credit.
    await expect(page.getByRole('button', { name: t['bonus.cancel'], exact: true })).toBeVisible();
    await expect(code).toHaveCount(0);
    const after = await member.get<WalletResult>('/api/wallet');
    expect(satang(after.wallet.amount)).toBe(satang(before.wallet.amount) + 10_000);
  });

  test('cancelling the active bonus asks first, then ends it', async ({
    page,
    loggedIn,
    t,
    say,
    member,
  }) => {
    const _token = member.token;
    await member.get('/api/bonus/activate/DAILY50');
    await loggedIn();
    await page.goto('/user/bonus');
    // In the active bonus's panel: the offers below may hold the same words in a title.
    const active = page.getByRole('region', { name: t['bonus.active.heading'] });
    await expect(active.getByText(say('bonus.active.type', { type: 'day' }))).toBeVisible();
    const cancel = page.getByRole('button', { name: t['bonus.cancel'], exact: true });

    await cancel.click();
    let confirm = page.getByRole('dialog', { name: t['bonus.cancelTitle'] });
    await expect(confirm).toContainText(t['bonus.cancelText'] ?? '');
    await confirm.getByRole('button', { name: t['bonus.keep'], exact: true }).click();
    await expect(confirm).toBeHidden();
    const still = await member.get<BonusActiveCheck>('/api/bonus/check/active');
    expect(still.status).toBe(true);

    await cancel.click();
    confirm = page.getByRole('dialog', { name: t['bonus.cancelTitle'] });
    await confirm.getByRole('button', { name: t['bonus.cancel'], exact: true }).click();
    await expect(page.getByRole('status').getByText(t['error.BONUS_CLEAR'] ?? '')).toBeVisible();
    await expect(page.getByLabel(t['promotion.code'] ?? '', { exact: true })).toBeVisible();
    const ended = await member.get<BonusActiveCheck>('/api/bonus/check/active');
    expect(ended.status).toBe(false);
    // DAILY50 is once a day: the card now says received.
    const daily = page.getByRole('article', { name: 'DAILY50' });
    await expect(daily.getByRole('button', { name: t['bonus.state.received'] })).toBeDisabled();
  });

  test('cards show received, available and current; a card activates after the notice', async ({
    page,
    loggedIn,
    t,
    say,
    member,
    brand,
  }) => {
    const _token = member.token;
    const bonuses = await member.get<Bonus[]>('/api/bonus');
    const weekly = bonuses.find((bonus) => bonus.code === 'WEEKLY200') as Bonus;
    const { notice } = await member.get<{ notice: string }>('/api/lookup/notice');
    await loggedIn();
    await page.goto('/user/bonus');

    // NEWMEMBER100 is once ever, received 100 days ago: received and disabled. Its text is
    // the one stored for the player's language.
    const newMember = page.getByRole('article', { name: 'NEWMEMBER100' });
    await expect(newMember).toContainText(BONUS_TEXTS.NEWMEMBER100[brand.defaultLocale]);
    await expect(newMember).toContainText(t['bonus.state.received'] ?? '');
    await expect(newMember.getByRole('button', { name: t['bonus.state.received'] })).toBeDisabled();
    await expect(newMember).toContainText(say('bonus.count', { type: 'limit', count: 1, max: 1 }));
    // DAILY50 was received yesterday: available again today.
    const daily = page.getByRole('article', { name: 'DAILY50' });
    await expect(
      daily.getByRole('button', { name: t['bonus.activate'], exact: true }),
    ).toBeEnabled();

    const card = page.getByRole('article', { name: 'WEEKLY200' });
    await card.getByRole('button', { name: t['bonus.activate'], exact: true }).click();
    const confirm = page.getByRole('dialog', {
      name: say('bonus.activateTitle', { code: 'WEEKLY200' }),
    });
    await expect(confirm).toContainText(
      notice.replaceAll('%percentFail%', String(weekly.percentFail)),
    );
    await confirm.getByRole('button', { name: t['bonus.activate'], exact: true }).click();
    const saved = page.getByRole('dialog', { name: t['bonus.saved'] });
    await saved.getByRole('button', { name: t['ui.ok'] }).click();
    await expect(card.getByRole('button', { name: t['bonus.state.current'] })).toBeDisabled();
    // The active-bonus line (a card's heading may carry the same words in Thai).
    await expect(
      page.locator('p > span').filter({ hasText: say('bonus.active.type', { type: 'week' }) }),
    ).toBeVisible();

    // One bonus at a time: the server's refusal in an error dialog.
    await daily.getByRole('button', { name: t['bonus.activate'], exact: true }).click();
    await page
      .getByRole('dialog', { name: say('bonus.activateTitle', { code: 'DAILY50' }) })
      .getByRole('button', { name: t['bonus.activate'], exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: t['bonus.activateFailed'] })).toContainText(
      t['error.BONUS_ALREADY_ACTIVE'] ?? '',
    );
  });
});

test.describe('statement screen', () => {
  test.use({ timezoneId: DEVICE_ZONE });

  test('page 2 shows the API page 2: types, statuses, signed amounts in the unit, dates', async ({
    page,
    brand,
    loggedIn,
    t,
    say,
    money,
    member,
  }) => {
    const _token = member.token;
    const wallet = await member.get<WalletResult>('/api/wallet');
    const second = await member.post<StatementList>('/api/statement', { page: 2, limit: 10 });
    expect(second.total).toBeGreaterThan(10);
    await loggedIn();
    await page.goto('/user/statement');
    const list = page.getByRole('list', { name: t['statement.list'] });
    await expect(list.getByRole('listitem')).toHaveCount(10);

    const pages = page.getByRole('navigation', { name: t['statement.pages'] });
    await pages.getByRole('button', { name: say('ui.page', { page: 2 }), exact: true }).click();
    await expect(
      pages.getByRole('button', { name: say('ui.page', { page: 2 }), exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(second.statements.length);
    // Site time on a phone set to New York.
    const dates = second.statements.map((row) => siteTime(row.createdAt, brand.timeZone));
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      DEVICE_ZONE,
    );
    const statusId = (status: string) =>
      status === 'SUCCESS'
        ? 'statement.status.success'
        : status === 'FAILED'
          ? 'statement.status.failed'
          : 'statement.status.pending';
    for (const [index, row] of second.statements.entries()) {
      const item = rows.nth(index);
      const sign =
        row.statementType === 'deposit' || row.statementType === 'bonus'
          ? '+'
          : row.statementType === 'withdraw'
            ? '-'
            : '';
      const amount = money.text(row.amount);
      await expect(item).toContainText(t[`statement.type.${row.statementType}`] ?? '');
      await expect(item).toContainText(t[statusId(row.status)] ?? '');
      await expect(item.getByText(`${sign}${amount}`, { exact: true })).toBeVisible();
      await expect(item.locator('time')).toHaveText(dates[index] ?? '');
      await expect(item.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
      if (row.from === 'WALLET') await expect(item).toContainText(t['statement.wallet'] ?? '');
      // Sources by name in the player's language, never the raw code (docs/product.md#statement).
      const { bank, bankCode } = wallet.bankAccount;
      if (row.from === bankCode || row.to === bankCode) {
        await expect(item).toContainText(
          brand.defaultLocale === 'th'
            ? bank.nameTH
            : (brand.defaultLocale === 'la' && bank.nameLA) || bank.nameEN,
        );
        await expect(item).not.toContainText(bankCode);
      }
      if (row.from === 'TRUEWALLET') {
        await expect(item).toContainText(say('statement.source', { code: 'TRUEWALLET' }));
        await expect(item).not.toContainText('TRUEWALLET');
      }
    }
    expect(second.statements.map((row) => row.from)).toContain('TRUEWALLET');
    // Both signs and the unsigned transfer are on this page of the seed.
    const kinds = new Set(second.statements.map((row) => row.statementType));
    expect([...kinds]).toEqual(expect.arrayContaining(['deposit', 'withdraw', 'transfer']));
  });

  test('at 320 px the slip status shows each slip as a card: status, reason and view in sight, nothing cut', async ({
    page,
    loggedIn,
    t,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await loggedIn();
    await page.goto('/user/statement');
    await page.getByRole('button', { name: t['statement.slipStatus'] }).click();
    const dialog = page.getByRole('dialog', { name: t['slips.title'] });
    const table = dialog.getByRole('table');
    // Still a table to a screen reader: its five column headers, one row per slip.
    await expect(table.getByRole('columnheader')).toHaveCount(5);
    const rows = table.getByRole('rowgroup').last().getByRole('row');
    await expect(rows.first()).toBeVisible();
    // Nothing scrolls sideways: every value, the badges and the view buttons, is within the phone.
    const box = await table.evaluate((element) => {
      const parent = element.parentElement as HTMLElement;
      return { scrollWidth: parent.scrollWidth, clientWidth: parent.clientWidth };
    });
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
    const cells = await table.getByRole('cell').evaluateAll((all) =>
      all.map((cell) => {
        const rect = cell.getBoundingClientRect();
        return { right: rect.right, left: rect.left, text: cell.textContent ?? '' };
      }),
    );
    for (const cell of cells) {
      expect(cell.left, cell.text).toBeGreaterThanOrEqual(0);
      expect(cell.right, cell.text).toBeLessThanOrEqual(320);
    }
    // Each value carries its column's header as its label.
    await expect(rows.first()).toContainText(t['slips.status'] ?? '');
    await expect(rows.first()).toContainText(t['slips.amount'] ?? '');
    await expect(table.getByRole('button').first()).toBeInViewport();
    expect(await fitProblems(page)).toEqual([]);
  });
});

test.describe('profile screen', () => {
  test.use({ timezoneId: DEVICE_ZONE });

  test('shows the profile, and edits the name and the bank account name', async ({
    page,
    brand,
    loggedIn,
    t,
    member,
  }) => {
    const _token = member.token;
    const { profile, bankAccount } = await member.get<ProfileResult>('/api/account/profile');
    await loggedIn();
    await page.goto('/user/profile');
    // The value next to a label: labels are matched whole ("Name" is also in "Username").
    const value = (labelId: string) =>
      page
        .locator('dt')
        .filter({ hasText: whole(t[labelId] ?? '') })
        .locator('xpath=following-sibling::dd[1]');
    await expect(value('profile.name')).toContainText(profile.name);
    // The member id short (its last 8 characters), the whole id in its title.
    await expect(value('profile.id')).toContainText(profile._id.slice(-8));
    await expect(value('profile.id').locator(`[title="${profile._id}"]`)).toBeVisible();
    await expect(
      value('profile.id').getByRole('button', { name: t['profile.copyId'] }),
    ).toBeVisible();
    await expect(value('profile.created')).toHaveText(siteTime(profile.createdAt, brand.timeZone));
    await expect(value('profile.username')).toHaveText(profile.username);
    await expect(value('profile.bank')).toHaveText(
      brand.defaultLocale === 'th'
        ? bankAccount.bank.nameTH
        : (brand.defaultLocale === 'la' && bankAccount.bank.nameLA) || bankAccount.bank.nameEN,
    );
    const accountNo = /^\d{10}$/.test(bankAccount.bankAccountNo)
      ? `${bankAccount.bankAccountNo.slice(0, 3)}-${bankAccount.bankAccountNo.slice(3, 6)}-${bankAccount.bankAccountNo.slice(6)}`
      : bankAccount.bankAccountNo;
    await expect(value('profile.accountNo')).toHaveText(accountNo);

    await page.getByRole('button', { name: t['profile.editName'], exact: true }).click();
    const nameDialog = page.getByRole('dialog', { name: t['profile.editName'] });
    await nameDialog.getByLabel(t['profile.name'] ?? '', { exact: true }).fill('Demo Renamed');
    await nameDialog.getByRole('button', { name: t['profile.save'], exact: true }).click();
    await expect(nameDialog).toBeHidden();
    await expect(value('profile.name')).toContainText('Demo Renamed');

    await page.getByRole('button', { name: t['profile.editBankName'], exact: true }).click();
    const bankDialog = page.getByRole('dialog', { name: t['bankName.edit'] });
    await bankDialog.getByLabel(t['bankName.label'] ?? '').fill('demo renamed');
    await bankDialog.getByRole('button', { name: t['bankName.save'] }).click();
    await expect(bankDialog).toBeHidden();
    await expect(value('profile.bankAccountName')).toContainText('DEMO RENAMED');
    const after = await member.get<ProfileResult>('/api/account/profile');
    expect(after.profile.name).toBe('Demo Renamed');
    expect(after.bankAccount.bankAccountName).toBe('DEMO RENAMED');
    expect(after.bankAccount.bankAccountNo).toBe(bankAccount.bankAccountNo);
  });

  test('change password: a mismatch sends nothing, a wrong old password is refused, then the new one logs in', async ({
    page,
    brand,
    loggedIn,
    loginPage,
    t,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/changepwd')) sent.push(request.method());
    });
    await loggedIn();
    await page.goto('/user/profile');
    // A row that says what it does, in words on screen (not a bare padlock).
    const row = page.getByRole('button', { name: t['profile.changePassword'], exact: true });
    await expect(row.getByText(t['profile.changePassword'] ?? '', { exact: true })).toBeVisible();
    await expect(row).toHaveAccessibleDescription(t['profile.changePasswordHint'] ?? '');
    await row.click();
    const dialog = page.getByRole('dialog', { name: t['password.title'] });
    const old = dialog.getByLabel(t['password.old'] ?? '', { exact: true });
    const next = dialog.getByLabel(t['password.new'] ?? '', { exact: true });
    const confirm = dialog.getByLabel(t['password.confirm'] ?? '', { exact: true });
    const save = dialog.getByRole('button', { name: t['password.save'], exact: true });
    await expect(old).toHaveAttribute('autocomplete', 'current-password');
    await expect(next).toHaveAttribute('autocomplete', 'new-password');
    await expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    await expect(dialog.locator('input[autocomplete="username"]')).toHaveValue(brand.demo.phone);

    await old.fill(brand.demo.password);
    await next.fill('n3w-Pass');
    await confirm.fill('n3w-Pass!');
    await save.click();
    await expect(dialog.getByText(t['password.notEqual'] ?? '')).toBeVisible();
    expect(sent).toEqual([]);

    // Show and hide: the typed text becomes readable and back.
    const show = dialog.getByRole('button', { name: t['password.show.new'], exact: true });
    await show.click();
    await expect(next).toHaveAttribute('type', 'text');
    await show.click();
    await expect(next).toHaveAttribute('type', 'password');

    await old.fill('wrong-old');
    await confirm.fill('n3w-Pass');
    await save.click();
    const refused = page.getByRole('dialog', { name: t['password.failed'] });
    await expect(refused).toContainText(t['error.WRONG_PASSWORD'] ?? '');
    await refused.getByRole('button', { name: t['ui.ok'] }).click();
    await expect(next).toHaveValue('n3w-Pass');
    expect(sent).toEqual(['PUT']);

    await old.fill(brand.demo.password);
    await save.click();
    const saved = page.getByRole('dialog', { name: t['password.saved'] });
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: t['ui.ok'] }).click();
    await expect(dialog).toBeHidden();

    // Logged out, the old password no longer works and the new one does.
    await page.evaluate(() => localStorage.removeItem('token'));
    await loginPage.open();
    await loginPage.logIn(brand.demo.phone, brand.demo.password);
    await expect(page.getByText(t['error.WRONG_CREDENTIAL'] ?? '')).toBeVisible();
    await loginPage.logIn(brand.demo.phone, 'n3w-Pass');
    await expect(page).toHaveURL(/\/user\/home$/);
  });
});
