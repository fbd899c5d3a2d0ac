import type { Locator } from '@playwright/test';
import type { GameAccount, StatementList, WalletResult, WithdrawLookup } from '../src/api/types';
import { MAX_SATANG } from '../src/domain/rules/money';
import { expect, type HomePage, type MemberApi, test } from './fixtures';
import { satang } from './money';
import { countRequests, holdRequests } from './requests';

const balanceOf = (wallet: WalletResult, code: string) =>
  code === 'WALLET'
    ? satang(wallet.wallet.amount)
    : satang(wallet.slots.find((slot) => slot.code === code)?.amount ?? Number.NaN);

test.describe('transfer', () => {
  /** The demo member on /user/home; their wallet as the API had it before. */
  async function setUp(member: MemberApi, home: HomePage, loggedIn: () => Promise<void>) {
    const wallet = await member.wallet();
    await loggedIn();
    await home.open();
    return { wallet };
  }

  test('moves money from the wallet into a game and back, exact to the satang, with receipts', async ({
    page,
    t,
    say,
    money,
    loggedIn,
    home,
    member,
  }) => {
    const { wallet } = await setUp(member, home, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive && slot.amount > 0) as GameAccount;
    const unit = money.unit;
    // Amounts with the currency's last decimal used: 12.34 baht, 12,340 kip.
    const there = money.of(12.34);
    const back = money.of(10.01);
    const transfers = countRequests(page, '/api/wallet/transfer', 'POST');

    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    const from = dialog.getByLabel(t['transfer.from'] ?? '');
    const to = dialog.getByLabel(t['transfer.to'] ?? '');
    await expect(from).toHaveValue('WALLET');
    await to.selectOption(game.code);
    await dialog.getByLabel(say('transfer.amount', { unit })).fill(money.typed(there));
    // A double tap: one request.
    await dialog.getByRole('button', { name: t['transfer.submit'], exact: true }).dblclick();
    const receipt = dialog.getByRole('region', { name: t['transfer.done'] });
    await expect(receipt).toBeVisible();
    expect(transfers()).toBe(1);
    let after = await member.get<WalletResult>('/api/wallet');
    expect(balanceOf(after, 'WALLET')).toBe(balanceOf(wallet, 'WALLET') - satang(there));
    expect(balanceOf(after, game.code)).toBe(balanceOf(wallet, game.code) + satang(there));
    await expect(receipt).toContainText(money.text(there));
    await expect(receipt).toContainText(money.text(after.wallet.amount));
    await expect(receipt).toContainText(money.text(balanceOf(after, game.code) / 100));
    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();

    // And back, from the game into the main wallet.
    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    await to.selectOption(game.code);
    await dialog.getByRole('button', { name: t['transfer.swap'] }).click();
    await expect(from).toHaveValue(game.code);
    await expect(to).toHaveValue('WALLET');
    await dialog.getByLabel(say('transfer.amount', { unit })).fill(money.typed(back));
    await dialog.getByRole('button', { name: t['transfer.submit'], exact: true }).click();
    await expect(dialog.getByRole('region', { name: t['transfer.done'] })).toBeVisible();
    expect(transfers()).toBe(2);
    const before = after;
    after = await member.get<WalletResult>('/api/wallet');
    expect(balanceOf(after, 'WALLET')).toBe(balanceOf(before, 'WALLET') + satang(back));
    expect(balanceOf(after, game.code)).toBe(balanceOf(before, game.code) - satang(back));
  });

  test('refuses each bad amount with a message naming the bound, and sends nothing', async ({
    page,
    t,
    say,
    money,
    loggedIn,
    home,
    member,
  }) => {
    const { wallet } = await setUp(member, home, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive) as GameAccount;
    const unit = money.unit;
    const transfers = countRequests(page, '/api/wallet/transfer', 'POST');
    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await dialog.getByLabel(t['transfer.to'] ?? '').selectOption(game.code);
    const amount = dialog.getByLabel(say('transfer.amount', { unit }));
    const submit = dialog.getByRole('button', { name: t['transfer.submit'], exact: true });
    const { transferMin } = money.rules;
    const cases: [string, string][] = [
      [
        money.typed(transferMin - money.step),
        say('transfer.minimum', { money: money.text(transferMin) }),
      ],
      [money.tooPrecise, t[money.tooPreciseMessage] ?? ''],
      ['1,00', t['amount.invalid'] ?? ''],
      [
        money.typed(wallet.wallet.amount + money.step),
        say('transfer.aboveBalance', {
          account: t['receipt.mainWallet'] ?? '',
          money: money.text(wallet.wallet.amount),
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
    t,
    say,
    money,
    loggedIn,
    home,
    member,
  }) => {
    const { wallet } = await setUp(member, home, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive) as GameAccount;
    const unit = money.unit;
    const transfers = countRequests(page, '/api/wallet/transfer', 'POST');
    const transferAlls = countRequests(page, '/api/wallet/transferAll', 'POST');
    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await dialog.getByLabel(t['transfer.to'] ?? '').selectOption(game.code);
    await dialog.getByLabel(say('transfer.amount', { unit })).fill(money.typed(money.of(5)));
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
    t,
    say,
    money,
    loggedIn,
    home,
    member,
  }) => {
    const { wallet } = await setUp(member, home, loggedIn);
    const active = wallet.slots.filter((slot) => slot.isActive);
    const target = active[active.length - 1] as GameAccount;
    const everything = [
      balanceOf(wallet, 'WALLET'),
      ...active.map((slot) => balanceOf(wallet, slot.code)),
    ].reduce((sum, value) => sum + value, 0);
    const moving = everything - balanceOf(wallet, target.code);
    const transferAlls = countRequests(page, '/api/wallet/transferAll', 'POST');

    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await dialog.getByLabel(t['transfer.to'] ?? '').selectOption(target.code);
    const all = dialog.getByRole('button', { name: t['transfer.all'], exact: true });
    await expect(dialog.getByText(money.text(moving / 100), { exact: false })).toBeVisible();
    await all.dblclick();
    const confirm = page.getByRole('dialog', {
      name: say('transfer.allConfirmTitle', { account: target.name }),
    });
    await expect(confirm).toContainText(money.text(moving / 100));
    await expect(confirm).toContainText(t['receipt.mainWallet'] ?? '');
    expect(transferAlls()).toBe(0);
    await confirm.getByRole('button', { name: t['transfer.all'], exact: true }).click();
    const receipt = dialog.getByRole('region', { name: t['transfer.done'] });
    await expect(receipt).toBeVisible();
    expect(transferAlls()).toBe(1);
    const after = await member.get<WalletResult>('/api/wallet');
    expect(balanceOf(after, target.code)).toBe(everything);
    expect(balanceOf(after, 'WALLET')).toBe(0);
    for (const slot of active) {
      if (slot.code !== target.code) expect(balanceOf(after, slot.code)).toBe(0);
    }
    await expect(receipt).toContainText(money.text(moving / 100));
    await expect(receipt).toContainText(money.text(everything / 100));
  });

  test("opens from a game's modal with that game chosen, and the game shows its new balance after", async ({
    page,
    t,
    say,
    money,
    loggedIn,
    home,
    member,
  }) => {
    const { wallet } = await setUp(member, home, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive) as GameAccount;
    const sent = money.of(7);
    await page.getByRole('button', { name: game.name, exact: true }).press('Enter');
    const gameDialog = page.getByRole('dialog', { name: game.name });
    await gameDialog.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await expect(dialog.getByLabel(t['transfer.to'] ?? '')).toHaveValue(game.code);
    await expect(dialog.getByLabel(t['transfer.from'] ?? '')).toHaveValue('WALLET');
    await dialog.getByLabel(say('transfer.amount', { unit: money.unit })).fill(money.typed(sent));
    await dialog.getByRole('button', { name: t['transfer.submit'], exact: true }).click();
    const receipt = dialog.getByRole('region', { name: t['transfer.done'] });
    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();
    const after = await member.get<WalletResult>('/api/wallet');
    expect(balanceOf(after, game.code)).toBe(balanceOf(wallet, game.code) + satang(sent));
    await expect(
      gameDialog.getByText(money.text(balanceOf(after, game.code) / 100), { exact: true }),
    ).toBeVisible();
  });

  test('the transfer modal is accessible', async ({
    page,
    t,
    loggedIn,
    expectAccessible,
    home,
    member,
  }) => {
    const { wallet } = await setUp(member, home, loggedIn);
    const game = wallet.slots.find((slot) => slot.isActive) as GameAccount;
    await page.getByRole('button', { name: t['home.transfer'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['transfer.title'] });
    await dialog.getByLabel(t['transfer.to'] ?? '').selectOption(game.code);
    await dialog.getByRole('button', { name: t['transfer.submit'], exact: true }).waitFor();
    await expectAccessible(page);
  });
});

test.describe('withdraw', () => {
  async function open(home: HomePage): Promise<Locator> {
    await home.open();
    return home.openWithdraw();
  }

  test('the second tap of a double tap on Confirm, landing on the receipt that replaced it, leaves the receipt open', async ({
    page,
    t,
    say,
    money,
    loggedIn,
    home,
  }) => {
    const withdrawals = countRequests(page, '/api/wallet/withdrawAll', 'POST');
    await loggedIn();
    const dialog = await open(home);
    await dialog
      .getByLabel(say('withdraw.amount', { unit: money.unit }))
      .fill(money.typed(money.of(100)));
    await dialog.getByRole('button', { name: t['withdraw.next'] }).click();
    const confirm = dialog
      .getByRole('region', { name: t['withdraw.review'] })
      .getByRole('button', { name: t['withdraw.confirm'] });
    const box = await confirm.boundingBox();
    if (!box) throw new Error('the Confirm button has no box');
    const spot = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // The second tap comes the moment the receipt is on the page (a fast answer, a finger
    // still tapping): a tap from here could come any time later on a busy machine.
    await page.evaluate(
      ({ x, y, title }) => {
        const receiptShown = () =>
          [...document.querySelectorAll('[role="dialog"] section[aria-labelledby]')].some(
            (section) =>
              document.getElementById(section.getAttribute('aria-labelledby') ?? '')
                ?.textContent === title,
          );
        new MutationObserver((_, observer) => {
          if (!receiptShown()) return;
          observer.disconnect();
          const target = document.elementFromPoint(x, y);
          const init = { bubbles: true, cancelable: true, clientX: x, clientY: y, detail: 1 };
          target?.dispatchEvent(new PointerEvent('pointerdown', init));
          target?.dispatchEvent(new MouseEvent('mousedown', init));
          target?.dispatchEvent(new PointerEvent('pointerup', init));
          target?.dispatchEvent(new MouseEvent('mouseup', init));
          target?.dispatchEvent(new MouseEvent('click', init));
          document.body.dataset.secondTap = target?.closest('button')?.textContent ?? '';
        }).observe(document.body, { childList: true, subtree: true });
      },
      { ...spot, title: t['withdraw.done'] },
    );
    await page.mouse.click(spot.x, spot.y);
    const receipt = dialog.getByRole('region', { name: t['withdraw.done'] });
    await expect(receipt).toBeVisible();
    // It landed on the receipt's Done, and the receipt stayed.
    await expect(page.locator('body')).toHaveAttribute('data-second-tap', t['receipt.done'] ?? '');
    await expect(receipt).toBeVisible();
    expect(withdrawals()).toBe(1);
    // A tap once the player has read it closes it.
    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();
  });

  test('withdraws within the bounds: the balance drops by exactly the amount, with a statement row', async ({
    page,
    t,
    say,
    money,
    loggedIn,
    member,
    home,
  }) => {
    const wallet = await member.get<WalletResult>('/api/wallet');
    const withdrawn = money.of(100.55);
    const withdrawals = countRequests(page, '/api/wallet/withdrawAll', 'POST');
    await loggedIn();
    const dialog = await open(home);
    await expect(
      dialog.getByText(wallet.bankAccount.bankAccountName, { exact: true }),
    ).toBeVisible();
    await dialog
      .getByLabel(say('withdraw.amount', { unit: money.unit }))
      .fill(money.typed(withdrawn));
    await dialog.getByRole('button', { name: t['withdraw.next'] }).click();
    const review = dialog.getByRole('region', { name: t['withdraw.review'] });
    await expect(review).toContainText(money.text(withdrawn));
    expect(withdrawals()).toBe(0);
    await review.getByRole('button', { name: t['withdraw.confirm'] }).dblclick();
    const receipt = dialog.getByRole('region', { name: t['withdraw.done'] });
    await expect(receipt).toBeVisible();
    expect(withdrawals()).toBe(1);
    const after = await member.get<WalletResult>('/api/wallet');
    expect(balanceOf(after, 'WALLET')).toBe(balanceOf(wallet, 'WALLET') - satang(withdrawn));
    for (const slot of wallet.slots) {
      expect(balanceOf(after, slot.code)).toBe(balanceOf(wallet, slot.code));
    }
    await expect(receipt).toContainText(money.text(after.wallet.amount));
    const statement = await member.post<StatementList>('/api/statement', {
      page: 1,
      limit: 10,
    });
    expect(statement.statements[0]).toMatchObject({
      statementType: 'withdraw',
      status: 'SUCCESS',
      amount: withdrawn,
      to: wallet.bankAccount.bankCode,
    });
    await receipt.getByRole('button', { name: t['receipt.done'] }).click();
    await expect(dialog).toBeHidden();
  });

  test('takes the rest from the active game accounts when the main wallet is short', async ({
    t,
    say,
    money,
    loggedIn,
    member,
    home,
  }) => {
    const wallet = await member.get<WalletResult>('/api/wallet');
    const fromGames = satang(money.of(25));
    const total = balanceOf(wallet, 'WALLET') + fromGames;
    await loggedIn();
    const dialog = await open(home);
    await dialog
      .getByLabel(say('withdraw.amount', { unit: money.unit }))
      .fill(money.typed(total / 100));
    await dialog.getByRole('button', { name: t['withdraw.next'] }).click();
    const review = dialog.getByRole('region', { name: t['withdraw.review'] });
    await expect(review).toContainText(
      say('withdraw.split', {
        wallet: money.text(wallet.wallet.amount),
        games: money.text(fromGames / 100),
      }),
    );
    await review.getByRole('button', { name: t['withdraw.confirm'] }).click();
    await expect(dialog.getByRole('region', { name: t['withdraw.done'] })).toBeVisible();
    const after = await member.get<WalletResult>('/api/wallet');
    const games = (result: WalletResult) =>
      result.slots
        .filter((slot) => slot.isActive)
        .reduce((sum, slot) => sum + satang(slot.amount), 0);
    expect(balanceOf(after, 'WALLET')).toBe(0);
    expect(games(after)).toBe(games(wallet) - fromGames);
  });

  test('refuses below the minimum, above the maximum and above the total, naming the bound, sending nothing', async ({
    page,
    t,
    say,
    money,
    loggedIn,
    member,
    home,
  }) => {
    const wallet = await member.get<WalletResult>('/api/wallet');
    const limits = await member.get<WithdrawLookup>('/api/lookup/withdraw');
    // The bounds of the member's currency, as the brand data gives them.
    expect(limits).toEqual({
      withdrawMin: money.rules.withdrawMin,
      withdrawMax: money.rules.withdrawMax,
    });
    const total =
      [
        balanceOf(wallet, 'WALLET'),
        ...wallet.slots.filter((slot) => slot.isActive).map((slot) => satang(slot.amount)),
      ].reduce((sum, value) => sum + value, 0) / 100;
    expect(total).toBeLessThan(limits.withdrawMax);
    const withdrawals = countRequests(page, '/api/wallet/withdrawAll', 'POST');
    await loggedIn();
    const dialog = await open(home);
    await expect(dialog.getByText(money.text(total), { exact: true })).toBeVisible();
    const amount = dialog.getByLabel(say('withdraw.amount', { unit: money.unit }));
    const next = dialog.getByRole('button', { name: t['withdraw.next'] });
    const cases: [number, string][] = [
      [
        limits.withdrawMin - money.step,
        say('withdraw.belowMin', { money: money.text(limits.withdrawMin) }),
      ],
      [
        limits.withdrawMax + money.step,
        // Past the largest amount any field takes (10,000,000: the kip maximum is that), the
        // field refuses it as too large before the bound is compared.
        satang(limits.withdrawMax + money.step) > MAX_SATANG
          ? (t['amount.tooLarge'] ?? '')
          : say('withdraw.aboveMax', { money: money.text(limits.withdrawMax) }),
      ],
      [total + money.step, say('withdraw.aboveAvailable', { money: money.text(total) })],
    ];
    for (const [value, message] of cases) {
      // Typed with grouping commas, as the wallet writes amounts.
      const typed = money.number(value);
      await amount.fill(typed);
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(next).toBeDisabled();
      await amount.press('Enter');
      await expect(dialog.getByRole('region', { name: t['withdraw.review'] })).toHaveCount(0);
    }
    expect(withdrawals()).toBe(0);
    const after = await member.get<WalletResult>('/api/wallet');
    expect(after.wallet.amount).toBe(wallet.wallet.amount);
  });

  test('the withdraw modal and its review are accessible', async ({
    page,
    t,
    say,
    money,
    loggedIn,
    expectAccessible,
    home,
  }) => {
    await loggedIn();
    const dialog = await open(home);
    const amount = dialog.getByLabel(say('withdraw.amount', { unit: money.unit }));
    // Below the minimum (50 baht), then within the bounds (150 baht).
    await amount.fill(money.typed(money.rules.withdrawMin / 2));
    await expect(dialog.getByRole('button', { name: t['withdraw.next'] })).toBeDisabled();
    await expectAccessible(page);
    await amount.fill(money.typed(money.rules.withdrawMin * 1.5));
    await dialog.getByRole('button', { name: t['withdraw.next'] }).click();
    await expect(dialog.getByRole('region', { name: t['withdraw.review'] })).toBeVisible();
    await expectAccessible(page);
  });
});
