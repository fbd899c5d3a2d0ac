import { useMemo } from 'react';
import {
  type ApiResult,
  accountApi,
  accountPaths,
  type BankAccountNameUpdate,
  inviteApi,
  invitePaths,
  refundApi,
  refundPaths,
  type TransferAllPayload,
  type TransferPayload,
  walletApi,
  walletPaths,
} from '../api';
import { useRevalidate } from './revalidate';

/**
 * Every call that moves money or changes the account, each followed by a reload of the
 * server data it changed, so a screen never calls SWR's `mutate` on another screen's
 * data by hand. A call's result comes back unchanged; the reload waits for a success only
 * where a failure changes nothing (and always for transfers, whose failure may have
 * returned funds: docs/product.md#transfer).
 */
export function useMutations() {
  const revalidate = useRevalidate();
  return useMemo(() => {
    async function then<T>(
      call: Promise<ApiResult<T>>,
      paths: readonly string[],
      always = false,
    ): Promise<ApiResult<T>> {
      const result = await call;
      if (result.ok || always) await revalidate(paths);
      return result;
    }
    const wallet = [walletPaths.wallet];
    return {
      activateGame: (code: string) => then(walletApi.activate(code), wallet),
      resetGamePassword: (code: string) =>
        then(walletApi.resetPassword(code), [walletPaths.credentials(code)]),
      transfer: (payload: TransferPayload) => then(walletApi.transfer(payload), wallet, true),
      transferAll: (payload: TransferAllPayload) =>
        then(walletApi.transferAll(payload), wallet, true),
      editBankName: (payload: BankAccountNameUpdate) =>
        then(accountApi.updateBankAccountName(payload), [walletPaths.wallet, accountPaths.profile]),
      receiveInviteBonus: () =>
        then(inviteApi.receiveBonus(), [walletPaths.wallet, invitePaths.list]),
      receiveRefund: () =>
        then(refundApi.receive(), [walletPaths.wallet, refundPaths.check, refundPaths.list]),
      refundToWallet: () =>
        then(refundApi.addWallet(), [walletPaths.wallet, refundPaths.check, refundPaths.list]),
    };
  }, [revalidate]);
}
