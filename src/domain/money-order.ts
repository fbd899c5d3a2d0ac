import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  type ApiResult,
  type CallOptions,
  type WalletResult,
  walletApi,
  walletPaths,
} from '../api';
import { balancesOf, type OrderSpec } from './balances';
import { markAnswered, markInFlight } from './in-flight-orders';
import { answerOf } from './order-answer';
import {
  dropPendingOrder,
  findPendingOrder,
  type PendingOrder,
  savePendingOrder,
} from './pending-orders';
import { sendWithStepUp, useAskStepUp } from './step-up';
import { UnsettledOrder } from './unsettled-order';

/**
 * A money order sent exactly once (docs/product.md#money-orders): it carries an
 * Idempotency-Key made when the player confirms and kept with the order in sessionStorage
 * until a definite answer, so a retry and a reload in the middle send the same key. An
 * unclear answer (order-answer.ts) is never shown as a failure: the wallet says it is
 * checking, reads the balances and compares them with those before the order
 * (order-settlement.ts), then answers as a success did, or "not done".
 */
export interface OrderRequest<T, B> {
  spec: OrderSpec;
  /** The player's input; sending the same input again while it is pending reuses its key. */
  match: string;
  /** The body to send, made once per key (a wallet link is encrypted once). */
  makeBody: () => B | Promise<B>;
  send: (body: B, options: CallOptions) => Promise<ApiResult<T>>;
  /** What the screen is given when reading shows the order done (the answer was lost). */
  doneData: T;
}

export { type UnsettledKind, UnsettledOrder } from './unsettled-order';

/** Whether an order of this page is being checked by reading (the screens say "checking…"). */
const checkingAtom = atom(false);

/**
 * The page is going away (a reload, a navigation): its calls are being cancelled, and an
 * order cut off that way is left pending for the next page to settle and tell the player
 * (left-orders.ts), rather than settled here where no one would see it.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export function useOrderChecking(): boolean {
  return useAtomValue(checkingAtom);
}

/** An Idempotency-Key: a random UUID (crypto.getRandomValues where randomUUID is missing). */
export function newOrderKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type Settlement = 'done' | 'notDone' | 'unknown';

/** Places money orders; the mutations of mutations.ts send theirs through it. */
export function useMoneyOrder() {
  const { cache, mutate } = useSWRConfig();
  const setChecking = useSetAtom(checkingAtom);
  const askStepUp = useAskStepUp();
  return useCallback(
    async <T, B>(request: OrderRequest<T, B>): Promise<ApiResult<T>> => {
      // The balances the screen shows are those of before; read them when nothing is cached.
      let wallet = (cache.get(walletPaths.wallet)?.data as WalletResult | undefined) ?? null;
      if (!wallet) {
        const read = await walletApi.wallet();
        wallet = read.ok ? read.data : null;
      }
      const memberId = wallet?.profile?._id ?? '';
      const pending = findPendingOrder(memberId, request.match);
      const order: PendingOrder = {
        key: pending?.key ?? newOrderKey(),
        memberId,
        match: request.match,
        spec: request.spec,
        body: pending ? pending.body : await request.makeBody(),
        before: wallet ? balancesOf(wallet) : null,
        state: 'sent',
        at: pending?.at ?? Date.now(),
      };
      savePendingOrder(order);
      markInFlight(order.key);
      try {
        // REAUTH_REQUIRED (capability stepUp, step-up.ts) is not an answer to the order: it
        // stays pending while the player gives the password, and is sent again with the
        // same key and body, which the server never stored the refusal under
        // (docs/api.md#idempotency-key). Cancelled, nothing moved: it is dropped below.
        const result = await sendWithStepUp(
          () => request.send(order.body as B, { idempotencyKey: order.key }),
          askStepUp,
        );
        if (leaving) return result;
        if (answerOf(result) !== 'unclear') {
          dropPendingOrder(order.key);
          return result;
        }
        setChecking(true);
        try {
          // The settling code loads only now, when an answer was lost.
          const { settleByReading } = await import('./settle-by-reading');
          const { settlement, wallet: read } = await settleByReading(
            order.spec,
            order.before,
            order.at,
          );
          if (read) await mutate(walletPaths.wallet, read, { revalidate: false });
          if (settlement === 'done') {
            dropPendingOrder(order.key);
            return { ok: true, data: request.doneData };
          }
          if (settlement === 'notDone') savePendingOrder({ ...order, state: 'not-done' });
          return { ok: false, error: new UnsettledOrder(settlement) };
        } finally {
          setChecking(false);
        }
      } finally {
        markAnswered(order.key);
      }
    },
    [cache, mutate, setChecking, askStepUp],
  );
}
