import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { walletApi, walletPaths } from '../../api';
import { useAction } from '../../ui/use-action';
import { readLastSync, writeLastSync } from './last-sync';

/**
 * Refresh-all (spec §4): ask the server to refresh every game account's balance, then
 * record the time (localStorage `lastSync`), then reload the wallet. Runs when the home
 * screen opens and on demand; `refreshing` is true until the new wallet has arrived.
 */
export function useRefreshAll() {
  const { mutate } = useSWRConfig();
  const [lastSync, setLastSync] = useState(readLastSync);
  const { run, busy } = useAction(async () => {
    const result = await walletApi.refreshSlots();
    if (result.ok) {
      const now = Date.now();
      writeLastSync(now);
      setLastSync(now);
    }
    // Reloaded even after a failed refresh: the wallet itself may have changed meanwhile.
    await mutate(walletPaths.wallet);
  });
  const refresh = useCallback(() => void run(), [run]);

  useEffect(() => {
    // The action's lock makes React's double effect in development a single refresh.
    refresh();
  }, [refresh]);

  return { refresh, refreshing: busy, lastSync };
}
