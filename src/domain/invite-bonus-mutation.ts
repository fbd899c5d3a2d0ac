import { useCallback } from 'react';
import { inviteApi, invitePaths, walletPaths } from '../api';
import { useRevalidate } from './revalidate';

/**
 * Receiving the invite bonus (GET /api/invite/bonus); a success reloads the wallet and the
 * invite list, here and in the other open tabs. The one mutation of the home screen, so it
 * is not in mutations.ts with the others: a module is downloaded whole, and that one would
 * bring every other mutation and the API modules they call (statement, QR codes,
 * promotions, encryption) to /user/home's first load (docs/architecture.md#performance-budgets).
 */
export function useReceiveInviteBonusMutation() {
  const revalidate = useRevalidate();
  return useCallback(async () => {
    const result = await inviteApi.receiveBonus();
    if (result.ok) await revalidate([walletPaths.wallet, invitePaths.list]);
    return result;
  }, [revalidate]);
}
