import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap, type WalletResult, walletApi, walletPaths } from '../api';

/**
 * Reloads the wallet and gives its new answer, or null when the reload failed (the old
 * numbers then stay on screen). For a screen that decides by the new balance: the QR
 * deposit panel, when a code it shows has gone (docs/api.md#qr-codes). Its own module, so
 * that it loads with the screens that use it, not with the home screen's wallet query.
 */
export function useReloadWallet(): () => Promise<WalletResult | null> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      const wallet = await mutate(walletPaths.wallet, unwrap(walletApi.wallet()), {
        revalidate: false,
      });
      return wallet ?? null;
    } catch {
      return null;
    }
  }, [mutate]);
}
