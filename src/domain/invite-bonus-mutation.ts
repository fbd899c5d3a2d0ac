import { useCallback } from 'react';
import { inviteApi, invitePaths, walletPaths } from '../api';
import { UnsettledOrder, useMoneyOrder } from './money-order';
import { useRevalidate } from './revalidate';
import type { Satang } from './rules/money';

/**
 * Receiving the invite bonus (GET /api/invite/bonus): a money order like those of
 * mutations.ts (an Idempotency-Key; a lost answer settled by reading, never sent again
 * blindly; docs/product.md#money-orders). `satang`: the bonus waiting, from the wallet. A
 * success, or an order that could not be settled, reloads the wallet and the invite list,
 * here and in the other open tabs.
 *
 * The one mutation of the home screen, so it is not in mutations.ts with the others: a
 * module is downloaded whole, and that one would bring every other mutation and the API
 * modules they call (statement, QR codes, promotions, encryption) to /user/home's first
 * load (docs/architecture.md#performance-budgets).
 */
export function useReceiveInviteBonusMutation() {
  const revalidate = useRevalidate();
  const place = useMoneyOrder();
  return useCallback(
    async (satang: Satang | null = null) => {
      const result = await place({
        spec: { kind: 'credit', satang },
        // As mutations.ts names its orders (`<name> <body as JSON>`): a pending order left
        // by a reload is found by this.
        match: 'inviteBonus null',
        makeBody: () => null,
        send: (_body, options) => inviteApi.receiveBonus(options),
        doneData: { success: true, message: 'INVITE_BONUS_SUCCESS' },
      });
      if (result.ok || result.error instanceof UnsettledOrder) {
        await revalidate([walletPaths.wallet, invitePaths.list]);
      }
      return result;
    },
    [place, revalidate],
  );
}
