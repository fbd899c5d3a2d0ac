import { useEffect, useRef } from 'react';
import { walletApi, walletPaths } from '../api';
import type { OrderSpec } from './balances';
import { isInFlight } from './in-flight-orders';
import type { Settlement } from './money-order';
import { dropPendingOrder, readPendingOrders, savePendingOrder } from './pending-orders';
import { useRevalidate } from './revalidate';

/** How long a backend keeps an Idempotency-Key (docs/api.md#idempotency-key). */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How the messages name an order: `order.leftDone`, `order.leftNotDone`. */
export type OrderKindWord = 'transfer' | 'withdraw' | 'deposit' | 'other';

export function orderKindWord(spec: OrderSpec): OrderKindWord {
  switch (spec.kind) {
    case 'transfer':
    case 'transferAll':
      return 'transfer';
    case 'withdraw':
      return 'withdraw';
    case 'deposit':
    case 'walletLink':
      return 'deposit';
    default:
      return 'other';
  }
}

/** An order a reload left without an answer, once settled by reading. */
export interface LeftOrder {
  spec: OrderSpec;
  kind: OrderKindWord;
  settlement: Exclude<Settlement, 'unknown'>;
}

/**
 * Settles, once when the member home opens, the money orders a reload or a closed tab left
 * without a definite answer (docs/product.md#money-orders): it reads the balances, never
 * sends anything again, and tells the player each outcome through `tell`. An order found
 * not done keeps its key, so sending it again cannot move the money twice; one that cannot
 * be read yet waits for the next visit.
 */
export function useSettleLeftOrders(tell: (order: LeftOrder) => void): void {
  const revalidate = useRevalidate();
  const latest = useRef(tell);
  latest.current = tell;
  useEffect(() => {
    let cancelled = false;
    // Past the keys' lifetime (docs/api.md#idempotency-key) an order is only history.
    for (const order of readPendingOrders()) {
      if (Date.now() - order.at > KEY_LIFETIME_MS) dropPendingOrder(order.key);
    }
    const left = readPendingOrders().filter(
      (order) => order.state === 'sent' && !isInFlight(order.key),
    );
    if (!left.length) return;
    void (async () => {
      // The money orders' code loads only here, when an order was left: rarely.
      const { settleByReading } = await import('./settle-by-reading');
      const read = await walletApi.wallet();
      if (!read.ok || cancelled) return;
      const memberId = read.data.profile?._id ?? '';
      for (const order of left.filter((item) => item.memberId === memberId)) {
        const { settlement } = await settleByReading(order.spec, order.before, order.at);
        if (cancelled || settlement === 'unknown') continue;
        if (settlement === 'done') dropPendingOrder(order.key);
        else savePendingOrder({ ...order, state: 'not-done' });
        latest.current({ spec: order.spec, kind: orderKindWord(order.spec), settlement });
      }
      await revalidate([walletPaths.wallet]);
    })();
    return () => {
      cancelled = true;
    };
  }, [revalidate]);
}
