import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { unwrap, walletApi, walletPaths } from '../api';
import { useAction } from '../ui/use-action';
import { usePainted } from '../ui/use-painted';
import { readLastSync, writeLastSync } from './last-sync';
import { useRevalidate } from './revalidate';

/**
 * GET /api/wallet: profile, bank account, main wallet, invite bonus and game accounts.
 * Every screen that shows a balance reads this one query. Its first fetch may take the
 * answer the head's early script asked for (src/api/early-answers.ts); until that fetch has
 * settled, the answer the early script has already read is the query's data, so the
 * balances the static shell showed are on the first render too, never a blank in between.
 */
export function useWallet() {
  return useSWR(walletPaths.wallet, () => unwrap(walletApi.wallet()), {
    fallbackData: walletApi.earlyWallet(),
  });
}

/** Reloads the wallet (after a modal closed with "money moved"). */
export function useRevalidateWallet(): () => Promise<void> {
  const revalidate = useRevalidate();
  return useCallback(() => revalidate([walletPaths.wallet]), [revalidate]);
}

/**
 * Refresh-all (docs/product.md#home): ask the server to refresh every game account's
 * balance, record the time (localStorage `lastSync`), then reload the wallet. Runs once
 * the caller's first render has been painted, and on demand; `refreshing` is true from
 * the first render until the new wallet has arrived. Started before that paint, its
 * requests and their answers' renders compete with the balances already known for a
 * slow phone's first picture (docs/architecture.md#performance-budgets).
 */
export function useRefreshAll() {
  const revalidateWallet = useRevalidateWallet();
  const [lastSync, setLastSync] = useState(readLastSync);
  // Until the refresh the caller opens with has ended, the balances shown are not current:
  // `refreshing` never drops between the first render and that refresh's start.
  const [firstEnded, setFirstEnded] = useState(false);
  const { run, busy } = useAction(async () => {
    try {
      const result = await walletApi.refreshSlots();
      if (result.ok) {
        const now = Date.now();
        writeLastSync(now);
        setLastSync(now);
      }
      // Reloaded even after a failed refresh: the wallet itself may have changed meanwhile.
      await revalidateWallet();
    } finally {
      setFirstEnded(true);
    }
  });
  const refresh = useCallback(() => void run(), [run]);
  const painted = usePainted();

  useEffect(() => {
    // The action's lock makes React's double effect in development a single refresh.
    if (painted) refresh();
  }, [painted, refresh]);

  return { refresh, refreshing: busy || !firstEnded, lastSync };
}
