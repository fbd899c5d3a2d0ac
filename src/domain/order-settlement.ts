/**
 * How the wallet settles a money order whose answer was lost (docs/product.md#money-orders):
 * it compares the balances read before the order with those read after. The rule is
 * strict (exact amounts): a "done" it cannot see is reported as "not done", and the
 * retry of a "not done" sends the same Idempotency-Key, so a backend that did carry it
 * out answers the stored success instead of moving the money again.
 */
import type { Statement } from '../api';
import { type Balances, MAIN, type OrderSpec } from './balances';
import { roundSatang, type Satang, sumSatang, ZERO_SATANG } from './rules/money';
import { transferAllPlan } from './rules/transfer';

export { type Balances, balancesOf, MAIN, type OrderSpec } from './balances';

const balanceOf = (balances: Balances, code: string): Satang =>
  code.toUpperCase() === MAIN ? balances.main : (balances.games[code] ?? ZERO_SATANG);

const totalOf = (balances: Balances): Satang =>
  sumSatang([balances.main, ...Object.values(balances.games)]);

const codesOf = (balances: Balances) => [MAIN, ...Object.keys(balances.games)];

/** Whether the balances after show the order carried out. */
export function orderMoved(order: OrderSpec, before: Balances, after: Balances): boolean {
  const change = (code: string) => balanceOf(after, code) - balanceOf(before, code);
  const rise = totalOf(after) - totalOf(before);
  switch (order.kind) {
    case 'transfer':
      return change(order.from) === -order.satang && change(order.to) === order.satang;
    case 'transferAll': {
      // The sandbox's own rule: every positive balance but the target's moves.
      const plan = transferAllPlan(
        codesOf(before).map((code) => ({ code, satang: balanceOf(before, code) })),
        order.to,
      );
      return (
        plan.satang > 0 &&
        change(order.to) === plan.satang &&
        plan.sources.every(({ code }) => balanceOf(after, code) === 0)
      );
    }
    case 'withdraw':
      return rise === -order.satang;
    case 'deposit':
      return change(MAIN) === order.satang;
    case 'walletLink':
      return rise > 0;
    case 'credit':
      return order.satang === null ? rise > 0 : rise === order.satang;
  }
}

/** How far before the order a statement row may be dated (the phone's and server's clocks differ). */
export const CLOCK_SLACK_MS = 2 * 60_000;

/**
 * Whether the statement shows a deposit the backend took but has not credited yet (an
 * auto deposit waits for the bank transfer it names): a `deposit` row of the amount (any
 * amount for a wallet link), in any status, dated since the order. Other orders are
 * settled by the balances only.
 */
export function statementShowsOrder(
  order: OrderSpec,
  rows: readonly Statement[],
  at: number,
): boolean {
  if (order.kind !== 'deposit' && order.kind !== 'walletLink') return false;
  return rows.some(
    (row) =>
      row.statementType === 'deposit' &&
      Date.parse(row.createdAt) >= at - CLOCK_SLACK_MS &&
      (order.kind === 'walletLink' || roundSatang(row.amount) === order.satang),
  );
}
