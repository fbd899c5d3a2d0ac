import type { Locator, Page, Route } from '@playwright/test';
import type { GameAccount, StatementList, WalletResult, WithdrawLookup } from '../src/api/types';
import { expect, test } from './fixtures';
import { satang } from './money';

const grouped = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** The member's currency as the wallet reads it: kip for a LAK account, baht otherwise. */
const currencyOf = (wallet: WalletResult) =>
  wallet.bankAccount.currency === 'LAK' ? 'LAK' : 'BAHT';

function headers(token: string) {
  return { Authorization: `Bearer ${token}`, 'X-Requester': 'wallet-user' };
}

async function get<T>(page: Page, token: string, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: headers(token) });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function post<T>(page: Page, token: string, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { headers: headers(token), data });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const balanceOf = (wallet: WalletResult, code: string) =>
  code === 'WALLET'
    ? satang(wallet.wallet.amount)
    : satang(wallet.slots.find((slot) => slot.code === code)?.amount ?? Number.NaN);

/** POST requests the page sends to one API path, counted from now on. */
function countPosts(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count++;
  });
  return () => count;
}

/** Holds the page's requests to a path until `release()`: a slow network, without sleeping. */
async function holdRequests(page: Page, path: string) {
  const held: Route[] = [];
  await page.route(`**${path}`, (route) => {
    held.push(route);
  });
  return {
    waiting: () => held.length,
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(`**${path}`);
    },
  };
}

test.describe('transfer', () => {
  /** The demo member on /user/home, with a token for reading the API alongside. */
  async function setUp(
    page: Page,
    sandbox: { token: (phone: string) => Promise<string> },
    phone: string,
    loggedIn: () => Promise<void>,
  ) {
    const token = await sandbox.token(phone);
    const wallet = await get<WalletResult>(page, token, '/api/wallet');
    await loggedIn();
    await page.goto('/user/home');
    return { token, wallet };
  }

  test('moves money from the wallet into a game and back, exact to the satang, with receipts', async ({
    page,
    sandbox,
    brand,
    t,
    say,
    loggedIn,
  }) => {
    const { token, wallet } = await setUp(page, sandbox, brand.demo.phone, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive && slot.amount > 0) as GameAccount;
    const money = (value: number) =>
      say('money.amount', { amount: grouped.format(value), currency: currencyOf(wallet) });
    const unit = say('money.unit', { currency: currencyOf(wallet) });
    const transfers = countPosts(page, '/api/wallet/transfer');

    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    const from = dialog.getByLabel(t['transfer.from'] ?? '');
    const to = dialog.getByLabel(t['transfer.to'] ?? '');
    await expect(from).toHaveValue('WALLET');
    await to.selectOption(game.code);
    await dialog.getByLabel(say('transfer.amount', { unit })).fill('12.34');
    // A double tap: one request.
    await dialog.getByRole('button', { name: t['transfer.submit'], exact: true }).dblclick();
    const receipt = dialog.getByRole('region', { name: t['transfer.done'] });
    await expect(receipt).toBeVisible();
    expect(transfers()).toBe(1);
    let after = await get<WalletResult>(page, token, '/api/wallet');
    expect(balanceOf(after, 'WALLET')).toBe(balanceOf(wallet, 'WALLET') - 1234);
    expect(balanceOf(after, game.code)).toBe(balanceOf(wallet, game.code) + 1234);
    await expect(receipt).toContainText(money(12.34));
    await expect(receipt).toContainText(money(after.wallet.amount));
    await expect(receipt).toContainText(money(balanceOf(after, game.code) / 100));
    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();

    // And back, from the game into the main wallet.
    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    await to.selectOption(game.code);
    await dialog.getByRole('button', { name: t['transfer.swap'] }).click();
    await expect(from).toHaveValue(game.code);
    await expect(to).toHaveValue('WALLET');
    await dialog.getByLabel(say('transfer.amount', { unit })).fill('10.01');
    await dialog.getByRole('button', { name: t['transfer.submit'], exact: true }).click();
    await expect(dialog.getByRole('region', { name: t['transfer.done'] })).toBeVisible();
    expect(transfers()).toBe(2);
    const before = after;
    after = await get<WalletResult>(page, token, '/api/wallet');
    expect(balanceOf(after, 'WALLET')).toBe(balanceOf(before, 'WALLET') + 1001);
    expect(balanceOf(after, game.code)).toBe(balanceOf(before, game.code) - 1001);
  });

  test('refuses each bad amount with a message naming the bound, and sends nothing', async ({
    page,
    sandbox,
    brand,
    t,
    say,
    loggedIn,
  }) => {
    const { wallet } = await setUp(page, sandbox, brand.demo.phone, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive) as GameAccount;
    const currency = currencyOf(wallet);
    const unit = say('money.unit', { currency });
    const transfers = countPosts(page, '/api/wallet/transfer');
    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await dialog.getByLabel(t['transfer.to'] ?? '').selectOption(game.code);
    const amount = dialog.getByLabel(say('transfer.amount', { unit }));
    const submit = dialog.getByRole('button', { name: t['transfer.submit'], exact: true });
    const above = grouped.format(wallet.wallet.amount + 0.01).replace(/,/g, '');
    const cases: [string, string][] = [
      [
        '0.99',
        say('transfer.minimum', { money: say('money.amount', { amount: '1.00', currency }) }),
      ],
      ['10.005', t['amount.decimals'] ?? ''],
      ['1,00', t['amount.invalid'] ?? ''],
      [
        above,
        say('transfer.aboveBalance', {
          account: t['receipt.mainWallet'] ?? '',
          money: say('money.amount', { amount: grouped.format(wallet.wallet.amount), currency }),
        }),
      ],
    ];
    for (const [typed, message] of cases) {
      await amount.fill(typed);
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(submit).toBeDisabled();
      await amount.press('Enter');
      await expect(amount).toHaveValue(typed);
    }
    expect(transfers()).toBe(0);
  });

  test('one request per intent while a transfer is slow: no second transfer, no transfer all', async ({
    page,
    sandbox,
    brand,
    t,
    say,
    loggedIn,
  }) => {
    const { wallet } = await setUp(page, sandbox, brand.demo.phone, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive) as GameAccount;
    const unit = say('money.unit', { currency: currencyOf(wallet) });
    const transfers = countPosts(page, '/api/wallet/transfer');
    const transferAlls = countPosts(page, '/api/wallet/transferAll');
    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await dialog.getByLabel(t['transfer.to'] ?? '').selectOption(game.code);
    await dialog.getByLabel(say('transfer.amount', { unit })).fill('5');
    const slow = await holdRequests(page, '/api/wallet/transfer');
    const submit = dialog.getByRole('button', { name: t['transfer.submit'], exact: true });
    await submit.click();
    await expect.poll(slow.waiting).toBe(1);
    // It says busy (aria-disabled): a real tap on it anyway.
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await submit.click({ force: true });
    const all = dialog.getByRole('button', { name: t['transfer.all'], exact: true });
    await expect(all).toBeDisabled();
    await all.click({ force: true });
    await expect(dialog.getByRole('button', { name: t['ui.close'] })).toBeDisabled();
    await slow.release();
    await expect(dialog.getByRole('region', { name: t['transfer.done'] })).toBeVisible();
    expect(transfers()).toBe(1);
    expect(transferAlls()).toBe(0);
  });

  test('transfer all says what it moves, asks first, and empties the other accounts into the target', async ({
    page,
    sandbox,
    brand,
    t,
    say,
    loggedIn,
  }) => {
    const { token, wallet } = await setUp(page, sandbox, brand.demo.phone, loggedIn);
    const currency = currencyOf(wallet);
    const money = (value: number) =>
      say('money.amount', { amount: grouped.format(value), currency });
    const active = wallet.slots.filter((slot) => slot.isActive);
    const target = active[active.length - 1] as GameAccount;
    const everything = [
      balanceOf(wallet, 'WALLET'),
      ...active.map((slot) => balanceOf(wallet, slot.code)),
    ].reduce((sum, value) => sum + value, 0);
    const moving = everything - balanceOf(wallet, target.code);
    const transferAlls = countPosts(page, '/api/wallet/transferAll');

    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await dialog.getByLabel(t['transfer.to'] ?? '').selectOption(target.code);
    const all = dialog.getByRole('button', { name: t['transfer.all'], exact: true });
    await expect(dialog.getByText(money(moving / 100), { exact: false })).toBeVisible();
    await all.dblclick();
    const confirm = page.getByRole('dialog', {
      name: say('transfer.allConfirmTitle', { account: target.name }),
    });
    await expect(confirm).toContainText(money(moving / 100));
    await expect(confirm).toContainText(t['receipt.mainWallet'] ?? '');
    expect(transferAlls()).toBe(0);
    await confirm.getByRole('button', { name: t['transfer.all'], exact: true }).click();
    const receipt = dialog.getByRole('region', { name: t['transfer.done'] });
    await expect(receipt).toBeVisible();
    expect(transferAlls()).toBe(1);
    const after = await get<WalletResult>(page, token, '/api/wallet');
    expect(balanceOf(after, target.code)).toBe(everything);
    expect(balanceOf(after, 'WALLET')).toBe(0);
    for (const slot of active) {
      if (slot.code !== target.code) expect(balanceOf(after, slot.code)).toBe(0);
    }
    await expect(receipt).toContainText(money(moving / 100));
    await expect(receipt).toContainText(money(everything / 100));
  });

  test("opens from a game's modal with that game chosen, and the game shows its new balance after", async ({
    page,
    sandbox,
    brand,
    t,
    say,
    loggedIn,
  }) => {
    const { token, wallet } = await setUp(page, sandbox, brand.demo.phone, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive) as GameAccount;
    const currency = currencyOf(wallet);
    await page.getByRole('button', { name: game.name, exact: true }).press('Enter');
    const gameDialog = page.getByRole('dialog', { name: game.name });
    await gameDialog.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await expect(dialog.getByLabel(t['transfer.to'] ?? '')).toHaveValue(game.code);
    await expect(dialog.getByLabel(t['transfer.from'] ?? '')).toHaveValue('WALLET');
    await dialog
      .getByLabel(say('transfer.amount', { unit: say('money.unit', { currency }) }))
      .fill('7');
    await dialog.getByRole('button', { name: t['transfer.submit'], exact: true }).click();
    const receipt = dialog.getByRole('region', { name: t['transfer.done'] });
    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();
    const after = await get<WalletResult>(page, token, '/api/wallet');
    expect(balanceOf(after, game.code)).toBe(balanceOf(wallet, game.code) + 700);
    await expect(
      gameDialog.getByText(
        say('money.amount', {
          amount: grouped.format(balanceOf(after, game.code) / 100),
          currency,
        }),
        { exact: true },
      ),
    ).toBeVisible();
  });

  test('the transfer modal is accessible', async ({
    page,
    sandbox,
    brand,
    t,
    loggedIn,
    expectAccessible,
  }) => {
    const { wallet } = await setUp(page, sandbox, brand.demo.phone, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive) as GameAccount;
    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await dialog.getByLabel(t['transfer.to'] ?? '').selectOption(game.code);
    await dialog.getByRole('button', { name: t['transfer.submit'], exact: true }).waitFor();
    await expectAccessible(page);
  });
});

test.describe('withdraw', () => {
  async function open(page: Page, t: Record<string, string>): Promise<Locator> {
    await page.goto('/user/home');
    await page
      .getByRole('navigation', { name: t['home.shortcuts'] })
      .getByRole('button', { name: t['home.widget.withdraw'] })
      .click();
    return page.getByRole('dialog', { name: t['withdraw.title'] });
  }

  test('withdraws within the bounds: the balance drops by exactly the amount, with a statement row', async ({
    page,
    sandbox,
    brand,
    t,
    say,
    loggedIn,
  }) => {
    const token = await sandbox.token(brand.demo.phone);
    const wallet = await get<WalletResult>(page, token, '/api/wallet');
    const currency = currencyOf(wallet);
    const money = (value: number) =>
      say('money.amount', { amount: grouped.format(value), currency });
    const withdrawals = countPosts(page, '/api/wallet/withdrawAll');
    await loggedIn();
    const dialog = await open(page, t);
    await expect(
      dialog.getByText(wallet.bankAccount.bankAccountName, { exact: true }),
    ).toBeVisible();
    await dialog
      .getByLabel(say('withdraw.amount', { unit: say('money.unit', { currency }) }))
      .fill('100.55');
    await dialog.getByRole('button', { name: t['withdraw.next'] }).click();
    const review = dialog.getByRole('region', { name: t['withdraw.review'] });
    await expect(review).toContainText(money(100.55));
    expect(withdrawals()).toBe(0);
    await review.getByRole('button', { name: t['withdraw.confirm'] }).dblclick();
    const receipt = dialog.getByRole('region', { name: t['withdraw.done'] });
    await expect(receipt).toBeVisible();
    expect(withdrawals()).toBe(1);
    const after = await get<WalletResult>(page, token, '/api/wallet');
    expect(balanceOf(after, 'WALLET')).toBe(balanceOf(wallet, 'WALLET') - 10055);
    for (const slot of wallet.slots) {
      expect(balanceOf(after, slot.code)).toBe(balanceOf(wallet, slot.code));
    }
    await expect(receipt).toContainText(money(after.wallet.amount));
    const statement = await post<StatementList>(page, token, '/api/statement', {
      page: 1,
      limit: 10,
    });
    expect(statement.statements[0]).toMatchObject({
      statementType: 'withdraw',
      status: 'SUCCESS',
      amount: 100.55,
      to: wallet.bankAccount.bankCode,
    });
    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();
  });

  test('takes the rest from the active game accounts when the main wallet is short', async ({
    page,
    sandbox,
    brand,
    t,
    say,
    loggedIn,
  }) => {
    const token = await sandbox.token(brand.demo.phone);
    const wallet = await get<WalletResult>(page, token, '/api/wallet');
    const currency = currencyOf(wallet);
    const fromGames = 2500;
    const total = balanceOf(wallet, 'WALLET') + fromGames;
    await loggedIn();
    const dialog = await open(page, t);
    await dialog
      .getByLabel(say('withdraw.amount', { unit: say('money.unit', { currency }) }))
      .fill(String(total / 100));
    await dialog.getByRole('button', { name: t['withdraw.next'] }).click();
    const review = dialog.getByRole('region', { name: t['withdraw.review'] });
    await expect(review).toContainText(
      say('withdraw.split', {
        wallet: say('money.amount', { amount: grouped.format(wallet.wallet.amount), currency }),
        games: say('money.amount', { amount: grouped.format(fromGames / 100), currency }),
      }),
    );
    await review.getByRole('button', { name: t['withdraw.confirm'] }).click();
    await expect(dialog.getByRole('region', { name: t['withdraw.done'] })).toBeVisible();
    const after = await get<WalletResult>(page, token, '/api/wallet');
    const games = (result: WalletResult) =>
      result.slots
        .filter((slot) => slot.isActive)
        .reduce((sum, slot) => sum + satang(slot.amount), 0);
    expect(balanceOf(after, 'WALLET')).toBe(0);
    expect(games(after)).toBe(games(wallet) - fromGames);
  });

  test('refuses below the minimum, above the maximum and above the total, naming the bound, sending nothing', async ({
    page,
    sandbox,
    brand,
    t,
    say,
    loggedIn,
  }) => {
    const token = await sandbox.token(brand.demo.phone);
    const wallet = await get<WalletResult>(page, token, '/api/wallet');
    const limits = await get<WithdrawLookup>(page, token, '/api/lookup/withdraw');
    const currency = currencyOf(wallet);
    const money = (value: number) =>
      say('money.amount', { amount: grouped.format(value), currency });
    const total =
      [
        balanceOf(wallet, 'WALLET'),
        ...wallet.slots.filter((slot) => slot.isActive).map((slot) => satang(slot.amount)),
      ].reduce((sum, value) => sum + value, 0) / 100;
    expect(total).toBeLessThan(limits.withdrawMax);
    const withdrawals = countPosts(page, '/api/wallet/withdrawAll');
    await loggedIn();
    const dialog = await open(page, t);
    await expect(dialog.getByText(money(total), { exact: true })).toBeVisible();
    const amount = dialog.getByLabel(
      say('withdraw.amount', { unit: say('money.unit', { currency }) }),
    );
    const next = dialog.getByRole('button', { name: t['withdraw.next'] });
    const cases: [number, string][] = [
      [limits.withdrawMin - 0.01, say('withdraw.belowMin', { money: money(limits.withdrawMin) })],
      [limits.withdrawMax + 0.01, say('withdraw.aboveMax', { money: money(limits.withdrawMax) })],
      [total + 0.01, say('withdraw.aboveAvailable', { money: money(total) })],
    ];
    for (const [value, message] of cases) {
      const typed = grouped.format(value);
      await amount.fill(typed);
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(next).toBeDisabled();
      await amount.press('Enter');
      await expect(dialog.getByRole('region', { name: t['withdraw.review'] })).toHaveCount(0);
    }
    expect(withdrawals()).toBe(0);
    const after = await get<WalletResult>(page, token, '/api/wallet');
    expect(after.wallet.amount).toBe(wallet.wallet.amount);
  });

  test('the withdraw modal and its review are accessible', async ({
    page,
    brand,
    sandbox,
    t,
    say,
    loggedIn,
    expectAccessible,
  }) => {
    const token = await sandbox.token(brand.demo.phone);
    const wallet = await get<WalletResult>(page, token, '/api/wallet');
    await loggedIn();
    const dialog = await open(page, t);
    const amount = dialog.getByLabel(
      say('withdraw.amount', { unit: say('money.unit', { currency: currencyOf(wallet) }) }),
    );
    await amount.fill('50');
    await expect(dialog.getByRole('button', { name: t['withdraw.next'] })).toBeDisabled();
    await expectAccessible(page);
    await amount.fill('150');
    await dialog.getByRole('button', { name: t['withdraw.next'] }).click();
    await expect(dialog.getByRole('region', { name: t['withdraw.review'] })).toBeVisible();
    await expectAccessible(page);
  });
});
