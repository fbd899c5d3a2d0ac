import type { Route } from '@playwright/test';
import type { StatementList } from '../src/api/types';
import { expect, type MemberApi, TransferModal, test } from './fixtures';
import { satang } from './money';

/**
 * A money order moves money exactly once, even when its answer is lost
 * (docs/product.md#money-orders, docs/api.md#idempotency-key): the sandbox processes the
 * transfer, the answer never reaches the phone, and the wallet settles it by reading.
 */

/** The transfer rows of the member's statement (the sandbox's ledger), newest first. */
async function transfersOf(member: MemberApi) {
  const list = await member.post<StatementList>('/api/statement', { page: 1 });
  return {
    total: list.total,
    rows: list.statements.filter((row) => row.statementType === 'transfer'),
  };
}

test.describe('money moves exactly once', () => {
  test('a transfer whose answer is lost after the sandbox moved it: one move, the receipt, and a retry with its key moves nothing', async ({
    page,
    t,
    say,
    loggedIn,
    money,
    member,
  }) => {
    const before = await member.wallet();
    const game = before.slots.find((slot) => slot.isActive);
    if (!game) throw new Error('the demo member has no active game');
    const ledgerBefore = await transfersOf(member);
    await loggedIn();
    await page.goto('/user/home');

    // The transfer reaches the sandbox, which moves the money; its answer is then dropped.
    let sent: { key: string; body: string } | null = null;
    await page.route('**/api/wallet/transfer', async (route) => {
      const request = route.request();
      sent = { key: request.headers()['idempotency-key'] ?? '', body: request.postData() ?? '' };
      await route.fetch();
      await route.abort('connectionreset');
    });
    // The reads that settle it wait until the screen has said it is checking.
    const reads: Route[] = [];
    let holdReads = true;
    await page.route('**/api/wallet', async (route) => {
      if (sent && holdReads) reads.push(route);
      else await route.continue();
    });

    const transfer = new TransferModal(page, t, say);
    await transfer.open();
    const sentAmount = money.of(25.5);
    await transfer.send(game.code, money.typed(sentAmount), money.unit);
    await expect(transfer.checking).toBeVisible();
    holdReads = false;
    for (const route of reads.splice(0)) await route.continue();

    await expect(transfer.receipt).toBeVisible();
    await expect(transfer.failed).toHaveCount(0);
    const after = await member.wallet();
    expect(satang(after.wallet.amount)).toBe(satang(before.wallet.amount) - satang(sentAmount));
    const gameAfter = after.slots.find((slot) => slot.code === game.code);
    expect(satang(gameAfter?.amount ?? Number.NaN)).toBe(satang(game.amount) + satang(sentAmount));
    await expect(transfer.receipt).toContainText(money.text(sentAmount));
    await expect(transfer.receipt).toContainText(money.text(after.wallet.amount));
    // One move in the ledger.
    const ledger = await transfersOf(member);
    expect(ledger.total).toBe(ledgerBefore.total + 1);

    // The same order sent again with its key: the stored answer, and nothing moves.
    const order = sent as { key: string; body: string } | null;
    expect(order?.key).toMatch(/^[0-9a-f-]{36}$/);
    const retry = await member.send(
      'POST',
      '/api/wallet/transfer',
      JSON.parse(order?.body ?? '{}'),
      {
        'Idempotency-Key': order?.key ?? '',
      },
    );
    expect(retry.status()).toBe(200);
    expect(retry.headers()['idempotent-replayed']).toBe('true');
    expect(satang((await member.wallet()).wallet.amount)).toBe(satang(after.wallet.amount));
    expect((await transfersOf(member)).total).toBe(ledger.total);
  });

  test('a reload while the answer is on its way: the home reads the outcome and says the transfer went through', async ({
    page,
    t,
    say,
    loggedIn,
    money,
    member,
  }) => {
    const before = await member.wallet();
    const game = before.slots.find((slot) => slot.isActive);
    if (!game) throw new Error('the demo member has no active game');
    const ledgerBefore = await transfersOf(member);
    await loggedIn();
    await page.goto('/user/home');

    // The sandbox moves the money; the answer is never handed to the page, which reloads.
    let processed: () => void = () => {};
    const moved = new Promise<void>((resolve) => {
      processed = resolve;
    });
    await page.route('**/api/wallet/transfer', async (route) => {
      await route.fetch();
      processed();
      await new Promise<never>(() => {});
    });

    const transfer = new TransferModal(page, t, say);
    await transfer.open();
    // Typed with the currency's decimals written out ("12.00" baht, "12000" kip).
    const sentAmount = money.of(12);
    await transfer.send(game.code, money.typed(sentAmount), money.unit);
    await moved;
    await page.reload();

    const told = page.getByRole('dialog', { name: t['order.leftTitle'] });
    await expect(told).toBeVisible();
    await expect(told).toContainText(say('order.leftDone', { kind: 'transfer' }));
    const after = await member.wallet();
    expect(satang(after.wallet.amount)).toBe(satang(before.wallet.amount) - satang(sentAmount));
    expect((await transfersOf(member)).total).toBe(ledgerBefore.total + 1);
    // Settled once: the order is no longer pending in this tab.
    expect(await page.evaluate(() => sessionStorage.getItem('pendingOrders'))).toBe('[]');
  });
});
