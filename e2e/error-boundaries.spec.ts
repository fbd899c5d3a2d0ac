import type { ConsoleMessage, Page, Route } from '@playwright/test';
import type { DepositLookup, StatementList, WalletResult } from '../src/api/types';
import { expect, test } from './fixtures';
import { failedPart, memberMenuLink } from './screens';

/**
 * No blank screen (docs/architecture.md#error-boundaries): an answer whose shape a part
 * cannot render costs that part only, on each kind of boundary (a part of a screen, a
 * route, a member modal). The rest of the screen and the menus stay usable, the failure
 * is logged for the operator's developers, and the retry recovers once the answer is good.
 */

/**
 * Serves `path`'s real answer changed by `spoil` (whatever the method: the statement is read
 * with a POST) until the returned function is called.
 */
async function spoilAnswer<T>(page: Page, path: string, spoil: (answer: T) => unknown) {
  let spoiling = true;
  const handler = async (route: Route) => {
    if (!spoiling) return route.fallback();
    const response = await route.fetch();
    const answer = (await response.json()) as T;
    await route.fulfill({ response, json: spoil(answer) });
  };
  await page.route((url) => url.pathname === path, handler);
  return () => {
    spoiling = false;
  };
}

interface BoundaryLog {
  part?: string;
  call?: string;
  field?: string;
}

/** What the boundaries log: each "could not be shown" line's part, and call and field if named. */
function boundaryEntries(page: Page): BoundaryLog[] {
  const entries: BoundaryLog[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' || !message.text().includes('could not be shown')) return;
    void message
      .args()[1]
      ?.jsonValue()
      .then((entry: BoundaryLog) => entries.push(entry));
  });
  return entries;
}

test.describe('error boundaries', () => {
  test('a carousel that cannot be drawn costs that carousel only, and its retry recovers', async ({
    page,
    loggedIn,
    t,
    expectAccessible,
    home,
  }) => {
    const logs = boundaryEntries(page);
    // A game's name as an object, where the contract says a string.
    const heal = await spoilAnswer<WalletResult>(page, '/api/wallet', (wallet) => ({
      ...wallet,
      slots: wallet.slots.map((slot) =>
        slot.category === 'slot' ? { ...slot, name: { th: slot.name, en: slot.name } } : slot,
      ),
    }));
    await loggedIn();
    await page.goto('/user/home');

    const slots = failedPart(page, t, 'home.category.slot');
    await expect(slots.message).toBeVisible();
    // The rest of the screen works: the dashboard, another carousel, the shortcuts.
    await expect(page.getByText(t['home.total'] ?? '', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: t['home.category.sport'], exact: true }),
    ).toBeVisible();
    await expect(home.shortcuts.getByRole('link', { name: t['home.widget.bonus'] })).toBeVisible();
    await expect.poll(() => logs.map((entry) => entry.part)).toContain('home.category.slot');
    await expectAccessible(page);

    heal();
    await slots.retry.click();
    await expect(slots.alert).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: t['home.category.slot'], exact: true }),
    ).toBeVisible();

    // The menus were never lost.
    await memberMenuLink(page, t, 'nav.statement').click();
    await expect(page.getByRole('heading', { name: t['statement.title'], level: 1 })).toBeVisible();
  });

  test('a screen that cannot be shown keeps the menus, and its retry recovers', async ({
    page,
    loggedIn,
    t,
  }) => {
    const logs = boundaryEntries(page);
    // The list as a string, where the contract says an array.
    const heal = await spoilAnswer<StatementList>(page, '/api/statement', (list) => ({
      ...list,
      statements: 'none',
    }));
    await loggedIn();
    await page.goto('/user/statement');

    const screen = failedPart(page, t, 'ui.partScreen');
    await expect(screen.message).toBeVisible();
    // The operator's developers read which call and which field the wallet could not read.
    await expect
      .poll(() => logs)
      .toContainEqual(
        expect.objectContaining({
          part: 'ui.partScreen',
          call: 'POST /api/statement',
          field: '/statements',
        }),
      );

    // The menus still lead elsewhere, and the screen there shows.
    await memberMenuLink(page, t, 'nav.home').click();
    await expect(page.getByRole('heading', { name: t['home.title'], level: 1 })).toBeVisible();
    await expect(screen.alert).toHaveCount(0);

    await memberMenuLink(page, t, 'nav.statement').click();
    await expect(screen.message).toBeVisible();
    heal();
    await screen.retry.click();
    await expect(screen.alert).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t['statement.title'], level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: t['statement.list'] })).toBeVisible();
  });

  test('a member modal that cannot be shown stays a closable dialog, and its retry recovers', async ({
    page,
    loggedIn,
    t,
    home,
  }) => {
    const logs = boundaryEntries(page);
    // The deposit banks as a string, where the contract says an array.
    const heal = await spoilAnswer<DepositLookup>(page, '/api/lookup/deposit', (lookup) => ({
      ...lookup,
      banks: 'none',
    }));
    await loggedIn();
    await page.goto('/user/home');
    const deposit = home.shortcut('home.widget.deposit');

    await deposit.click();
    const dialog = page.getByRole('dialog', { name: t['ui.partDialog'], exact: true });
    const failed = failedPart(page, t, 'ui.partDialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(t['ui.partFailed'] ?? '', { exact: true })).toBeVisible();
    await expect.poll(() => logs.map((entry) => entry.part)).toContain('ui.partDialog');

    // Closable as the modal would be; the screen behind is still there.
    await dialog.getByRole('button', { name: t['ui.close'], exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(t['home.total'] ?? '', { exact: true })).toBeVisible();

    await deposit.click();
    await expect(failed.message).toBeVisible();
    heal();
    await failed.retry.click();
    await expect(page.getByRole('dialog', { name: t['deposit.title'], exact: true })).toBeVisible();
    await expect(
      page.getByRole('tablist', { name: t['deposit.modes'], exact: true }),
    ).toBeVisible();
  });

  test('a screen whose code did not arrive keeps the menus, and its retry loads it', async ({
    page,
    loggedIn,
    t,
  }) => {
    await loggedIn();
    await page.goto('/user/home');
    await expect(page.getByRole('heading', { name: t['home.title'], level: 1 })).toBeVisible();
    // A phone network that drops the requests for the next screen's code.
    const dropCode = (route: Route) => route.abort('connectionreset');
    await page.route('**/static/js/async/**', dropCode);
    await memberMenuLink(page, t, 'nav.statement').click();

    const screen = failedPart(page, t, 'ui.partScreen');
    await expect(screen.message).toBeVisible();
    await memberMenuLink(page, t, 'nav.home').click();
    await expect(page.getByRole('heading', { name: t['home.title'], level: 1 })).toBeVisible();
    await memberMenuLink(page, t, 'nav.statement').click();
    await expect(screen.message).toBeVisible();

    await page.unroute('**/static/js/async/**', dropCode);
    await screen.retry.click();
    await expect(page.getByRole('heading', { name: t['statement.title'], level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: t['statement.list'] })).toBeVisible();
  });

  test('the after-load extras whose code did not arrive leave the screen as it was', async ({
    page,
    loggedIn,
    t,
  }) => {
    // Mounted above every boundary: its failure must not take the app down with it.
    await page.route('**/static/js/async/after-load*.js', (route) =>
      route.abort('connectionreset'),
    );
    const dropped = page.waitForEvent('requestfailed', (request) =>
      /\/after-load[.-]/.test(request.url()),
    );
    await loggedIn();
    await page.goto('/user/home');
    await dropped;
    // The home screen stays, and still answers: its menus lead to the next screen.
    await expect(page.getByRole('heading', { name: t['home.title'], level: 1 })).toBeVisible();
    await memberMenuLink(page, t, 'nav.statement').click();
    await expect(page.getByRole('heading', { name: t['statement.title'], level: 1 })).toBeVisible();
  });
});
