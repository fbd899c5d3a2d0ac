import { useMemo } from 'react';
import {
  type ApiResult,
  accountApi,
  accountPaths,
  type BankAccountNameUpdate,
  bonusApi,
  bonusPaths,
  type ChangePasswordPayload,
  type ProfileUpdate,
  promotionApi,
  type QrProvider,
  qrcodeApi,
  qrcodePaths,
  refundApi,
  refundPaths,
  spinwheelApi,
  spinwheelPaths,
  statementPaths,
  type TransferAllPayload,
  type TransferPayload,
  type UploadOptions,
  walletApi,
  walletPaths,
} from '../api';
import { encryptForServer } from '../lib/crypto';
import { readToken } from '../lib/storage';
import { useRevalidate } from './revalidate';
import { tellOtherTabs } from './tab-sync';

const QR_PROVIDERS: readonly QrProvider[] = ['KBANK', 'WW', 'PAYTIMZ'];

/**
 * Every call that moves money or changes the account, each followed by a reload of the
 * server data it changed, so a screen never calls SWR's `mutate` on another screen's
 * data by hand. A call's result comes back unchanged; the reload waits for a success only
 * where a failure changes nothing (and always for transfers, whose failure may have
 * returned funds: docs/product.md#transfer). The home screen's one mutation, receiving the
 * invite bonus, is in invite-bonus-mutation.ts: this module is downloaded whole.
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
    // A new or cancelled code changes every provider's state: one live code at a time.
    const qrStates = QR_PROVIDERS.map(qrcodePaths.state);
    const moneyMoved = [walletPaths.wallet, statementPaths.list];
    // A bonus or promotion taken or ended changes the status, the cards, the balance (it
    // credits the wallet), the statement and the refund check (no refund while one runs).
    const bonusChanged = [
      bonusPaths.active,
      bonusPaths.list,
      walletPaths.wallet,
      statementPaths.list,
      refundPaths.check,
    ];
    const spinState = [spinwheelPaths.setup, spinwheelPaths.coupons, walletPaths.wallet];
    return {
      activateGame: (code: string) => then(walletApi.activate(code), wallet),
      resetGamePassword: (code: string) =>
        then(walletApi.resetPassword(code), [walletPaths.credentials(code)]),
      transfer: (payload: TransferPayload) => then(walletApi.transfer(payload), wallet, true),
      transferAll: (payload: TransferAllPayload) =>
        then(walletApi.transferAll(payload), wallet, true),
      editBankName: (payload: BankAccountNameUpdate) =>
        then(accountApi.updateBankAccountName(payload), [walletPaths.wallet, accountPaths.profile]),
      /** The profile name; the caller sends the bank fields unchanged (docs/api.md#account-and-login). */
      updateProfile: (payload: ProfileUpdate) =>
        then(accountApi.updateProfile(payload), [accountPaths.profile, walletPaths.wallet]),
      /**
       * Nothing cached shows the password: no reload. The server ended the member's other
       * sessions, so the other tabs holding one of them are told (docs/product.md#open-tabs).
       */
      changePassword: async (payload: ChangePasswordPayload) => {
        const result = await accountApi.changePassword(payload);
        const token = readToken();
        if (result.ok && token) tellOtherTabs({ type: 'password-changed', token });
        return result;
      },
      // A refused activation (BONUS_ALREADY_ACTIVE, BONUS_MAX_CLAIMED, ...) usually means the
      // screen's picture is out of date, so these reload after a refusal too.
      activateBonus: (code: string) => then(bonusApi.activate(code), bonusChanged, true),
      clearBonus: () => then(bonusApi.clear(), bonusChanged, true),
      activatePromotion: (code: string) => then(promotionApi.activate(code), bonusChanged, true),
      receiveRefund: () =>
        then(refundApi.receive(), [walletPaths.wallet, refundPaths.check, refundPaths.list]),
      refundToWallet: () =>
        then(refundApi.addWallet(), [walletPaths.wallet, refundPaths.check, refundPaths.list]),
      withdrawAll: (amount: number) => then(walletApi.withdrawAll({ amount }), moneyMoved, true),
      /** An auto-mode deposit: the amount the player says they will transfer. */
      deposit: (amount: number) => then(walletApi.add({ amount }), moneyMoved),
      /**
       * A wallet-app link, encrypted on the device with the brand's public key first
       * (docs/product.md#deposit): the plain link never leaves the phone.
       */
      sendWalletLink: async (link: string, publicKeyPem: string) =>
        then(walletApi.truelink({ link: await encryptForServer(publicKeyPem, link) }), moneyMoved),
      uploadSlip: (form: FormData, options?: UploadOptions) =>
        then(walletApi.slip(form, options), [statementPaths.slips, statementPaths.list]),
      createQr: (provider: QrProvider, amount: number) =>
        then(qrcodeApi.create(provider, amount), qrStates, true),
      cancelQr: (qrcodeId: string) => then(qrcodeApi.cancel(qrcodeId), qrStates, true),
      /**
       * A spin (docs/product.md#spinning): the server picks the slice, takes a coin (coins
       * live in the wallet's profile too) and may add a coupon. The answer comes back as
       * soon as it arrives and the reload runs behind it: the wheel starts landing at once
       * and the reload ends during the landing. Refusals are in-band (200), so a refused
       * spin reloads as well.
       */
      spin: async () => {
        const result = await spinwheelApi.spin();
        if (result.ok) void revalidate(spinState);
        return result;
      },
      /** Credits a spin coupon to the main wallet, with a statement row (docs/product.md#coupons). */
      claimCoupon: (coupon: string) =>
        then(spinwheelApi.claim(coupon), [...spinState, statementPaths.list]),
    };
  }, [revalidate]);
}
