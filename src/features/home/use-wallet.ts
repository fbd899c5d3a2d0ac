import useSWR from 'swr';
import { unwrap, walletApi, walletPaths } from '../../api';

/** GET /api/wallet: profile, bank account, main wallet, invite bonus and game accounts. */
export function useWallet() {
  return useSWR(walletPaths.wallet, () => unwrap(walletApi.wallet()));
}
