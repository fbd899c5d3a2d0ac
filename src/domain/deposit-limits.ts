import { useCallback } from 'react';
import useSWR from 'swr';
import { type DepositLimitChange, depositLimitsApi, depositLimitsPaths, unwrap } from '../api';
import { useFeature } from './features';
import { useRevalidate } from './revalidate';

/**
 * The member's deposit limits (capability depositLimits, docs/api.md#deposit-limits), read
 * only where the backend announces them: one SWR key for "Play within limits", which
 * changes them (`useSetDepositLimit`), and the deposit modal's note of what is left, which every deposit
 * mutation reads again (mutations.ts).
 */
export function useDepositLimits() {
  const announced = useFeature('depositLimits');
  return useSWR(announced ? depositLimitsPaths.limits : null, () => unwrap(depositLimitsApi.get()));
}

/**
 * Sets, lowers, raises or removes one period's limit (the backend decides when it applies);
 * the limits are read again here and in the wallet's other tabs.
 */
export function useSetDepositLimit() {
  const revalidate = useRevalidate();
  return useCallback(
    async (change: DepositLimitChange) => {
      const result = await depositLimitsApi.set(change);
      if (result.ok) await revalidate([depositLimitsPaths.limits]);
      return result;
    },
    [revalidate],
  );
}
