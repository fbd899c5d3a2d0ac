import { statementApi, type WalletResult, walletApi } from '../api';
import { type Balances, balancesOf, type OrderSpec } from './balances';
import type { Settlement } from './money-order';
import { orderMoved, statementShowsOrder } from './order-settlement';

/** A second look a moment later: a backend may finish an order just after its answer was lost. */
export const SECOND_LOOK_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A deposit the backend took but has not credited yet shows in the statement. */
async function statementShows(spec: OrderSpec, at: number): Promise<boolean> {
  if (spec.kind !== 'deposit' && spec.kind !== 'walletLink') return false;
  const read = await statementApi.list({ page: 1, limit: 20 });
  return read.ok && Array.isArray(read.data.statements)
    ? statementShowsOrder(spec, read.data.statements, at)
    : false;
}

/**
 * Reads the wallet (twice, a moment apart, unless the first read shows the order done;
 * for a deposit the statement too) and says whether the order placed at `at` was carried
 * out; `unknown` when no read answered.
 */
export async function settleByReading(
  spec: OrderSpec,
  before: Balances | null,
  at: number,
): Promise<{ settlement: Settlement; wallet: WalletResult | null }> {
  let last: WalletResult | null = null;
  for (const delay of [0, SECOND_LOOK_MS]) {
    if (delay) await wait(delay);
    const read = await walletApi.wallet();
    if (!read.ok) continue;
    last = read.data;
    // Without the balances of before, no reading can tell: the order stays pending.
    if (!before) break;
    if (orderMoved(spec, before, balancesOf(read.data)) || (await statementShows(spec, at))) {
      return { settlement: 'done', wallet: last };
    }
  }
  return { settlement: last && before ? 'notDone' : 'unknown', wallet: last };
}
