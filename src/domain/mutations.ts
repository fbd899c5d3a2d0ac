import { useMemo } from 'react';
import {
  type ApiResult,
  accountApi,
  accountPaths,
  type BankAccountNameUpdate,
  bonusApi,
  bonusPaths,
  type ChangePasswordPayload,
  depositLimitsPaths,
  type Ok,
  type ProfileUpdate,
  promotionApi,
  type QrProvider,
  qrcodeApi,
  qrcodePaths,
  refundApi,
  refundPaths,
  sessionsPaths,
  slipApi,
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
import { type OrderRequest, UnsettledOrder, useMoneyOrder } from './money-order';
import { useRevalidate } from './revalidate';
import { DEPOSIT_LIMIT } from './rules/deposit-limits';
import { type Satang, toSatang, ZERO_SATANG } from './rules/money';
import { sendWithStepUp, useAskStepUp } from './step-up';
import { tellOtherTabs } from './tab-sync';

const QR_PROVIDERS: readonly QrProvider[] = ['KBANK', 'WW', 'PAYTIMZ'];
const OK: Ok = { success: true, message: 'SUCCESS' };
const satangOf = (amount: number): Satang => toSatang(amount) ?? ZERO_SATANG;

/** A SHA-256 of a secret input (a wallet-app link), so sessionStorage never holds it. */
async function digestOf(text: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Every call that moves money or changes the account, each followed by a reload of the
 * server data it changed, so a screen never calls SWR's `mutate` on another screen's
 * data by hand. A call's result comes back unchanged; the reload waits for a success only
 * where a failure changes nothing (and always for transfers, whose failure may have
 * returned funds: docs/product.md#transfer).
 *
 * Every call that moves money is a money order (money-order.ts, docs/product.md#money-orders):
 * it carries an Idempotency-Key, and a lost answer is settled by reading the balances,
 * never by sending the order again blindly; an order that could not be settled reloads too.
 * The home screen's one, receiving the invite bonus, is in invite-bonus-mutation.ts: this
 * module is downloaded whole.
 */
export function useMutations() {
  const revalidate = useRevalidate();
  const place = useMoneyOrder();
  const askStepUp = useAskStepUp();
  return useMemo(() => {
    async function then<T>(
      call: Promise<ApiResult<T>>,
      paths: readonly string[],
      always = false,
    ): Promise<ApiResult<T>> {
      const result = await call;
      if (result.ok || always || result.error instanceof UnsettledOrder) await revalidate(paths);
      return result;
    }
    /**
     * A deposit of any mode: as `then`, and a refusal for the deposit limits (they changed
     * since the modal read them: another tab, another device) reads them again too, so the
     * note above the form says what is left now.
     */
    async function thenDeposit<T>(
      call: Promise<ApiResult<T>>,
      paths: readonly string[],
      always = false,
    ): Promise<ApiResult<T>> {
      const result = await then(call, paths, always);
      if (!result.ok && !always && result.error.code === DEPOSIT_LIMIT) {
        await revalidate([depositLimitsPaths.limits]);
      }
      return result;
    }
    /** A money order whose body is its input as it is. */
    const order = <T, B>(
      name: string,
      spec: OrderRequest<T, B>['spec'],
      body: B,
      send: OrderRequest<T, B>['send'],
      doneData: T,
    ) =>
      place({
        spec,
        match: `${name} ${JSON.stringify(body)}`,
        makeBody: () => body,
        send,
        doneData,
      });
    const wallet = [walletPaths.wallet];
    // A new or cancelled code changes every provider's state: one live code at a time.
    const qrStates = QR_PROVIDERS.map(qrcodePaths.state);
    const moneyMoved = [walletPaths.wallet, statementPaths.list];
    // A deposit of any mode (a live QR code too) uses up the deposit limits' room: the
    // deposit modal's "what is left" reads it again (capability depositLimits).
    const deposited = [...moneyMoved, depositLimitsPaths.limits];
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
      transfer: (payload: TransferPayload) =>
        then(
          order(
            'transfer',
            {
              kind: 'transfer',
              from: payload.from,
              to: payload.to,
              satang: satangOf(payload.amount),
            },
            payload,
            walletApi.transfer,
            OK,
          ),
          wallet,
          true,
        ),
      transferAll: (payload: TransferAllPayload) =>
        then(
          order(
            'transferAll',
            { kind: 'transferAll', to: payload.to },
            payload,
            walletApi.transferAll,
            OK,
          ),
          wallet,
          true,
        ),
      // A bank change may need the password again (capability stepUp, step-up.ts).
      editBankName: (payload: BankAccountNameUpdate) =>
        then(
          sendWithStepUp(() => accountApi.updateBankAccountName(payload), askStepUp),
          [walletPaths.wallet, accountPaths.profile],
        ),
      /** The profile name; the caller sends the bank fields unchanged (docs/api.md#account-and-login). */
      updateProfile: (payload: ProfileUpdate) =>
        then(
          sendWithStepUp(() => accountApi.updateProfile(payload), askStepUp),
          [accountPaths.profile, walletPaths.wallet],
        ),
      /**
       * Nothing cached shows the password itself. The server ended the member's other
       * sessions, so the other tabs holding one of them are told (docs/product.md#open-tabs).
       */
      changePassword: async (payload: ChangePasswordPayload) => {
        // The signed-in devices it ended leave the profile's list (capability sessions).
        const result = await then(accountApi.changePassword(payload), [sessionsPaths.list]);
        const token = readToken();
        // Kept sessions (endOtherSessions: false) stay logged in, their tabs too.
        if (result.ok && token && payload.endOtherSessions !== false) {
          tellOtherTabs({ type: 'password-changed', token });
        }
        return result;
      },
      // A refused activation (BONUS_ALREADY_ACTIVE, BONUS_MAX_CLAIMED, ...) usually means the
      // screen's picture is out of date, so these reload after a refusal too.
      activateBonus: (code: string) => then(bonusApi.activate(code), bonusChanged, true),
      clearBonus: () => then(bonusApi.clear(), bonusChanged, true),
      activatePromotion: (code: string) => then(promotionApi.activate(code), bonusChanged, true),
      receiveRefund: () =>
        then(
          order(
            'refund',
            { kind: 'credit', satang: null },
            null,
            (_body, options) => refundApi.receive(options),
            { success: true, message: 'REFUND_SUCCESS' },
          ),
          [walletPaths.wallet, refundPaths.check, refundPaths.list],
        ),
      refundToWallet: () =>
        then(
          order(
            'refundToWallet',
            { kind: 'credit', satang: null },
            null,
            (_body, options) => refundApi.addWallet(options),
            OK,
          ),
          [walletPaths.wallet, refundPaths.check, refundPaths.list],
        ),
      withdrawAll: (amount: number) =>
        then(
          order(
            'withdrawAll',
            { kind: 'withdraw', satang: satangOf(amount) },
            { amount },
            walletApi.withdrawAll,
            OK,
          ),
          moneyMoved,
          true,
        ),
      /** An auto-mode deposit: the amount the player says they will transfer. */
      deposit: (amount: number) =>
        thenDeposit(
          order(
            'deposit',
            { kind: 'deposit', satang: satangOf(amount) },
            { amount },
            walletApi.add,
            OK,
          ),
          deposited,
        ),
      /**
       * A wallet-app link, encrypted on the device with the brand's public key first
       * (docs/product.md#deposit): the plain link never leaves the phone, nor is it kept in
       * sessionStorage (the pending order knows it by a digest, and keeps the ciphertext it
       * sent, so a retry sends the same body with the same key).
       */
      sendWalletLink: async (link: string, publicKeyPem: string) =>
        thenDeposit(
          place({
            spec: { kind: 'walletLink' },
            match: `walletLink ${await digestOf(link)}`,
            makeBody: async () => ({ link: await encryptForServer(publicKeyPem, link) }),
            send: walletApi.truelink,
            doneData: OK,
          }),
          deposited,
        ),
      uploadSlip: (form: FormData, options?: UploadOptions) =>
        thenDeposit(slipApi.upload(form, options), [
          statementPaths.slips,
          statementPaths.list,
          depositLimitsPaths.limits,
        ]),
      createQr: (provider: QrProvider, amount: number) =>
        thenDeposit(
          qrcodeApi.create(provider, amount),
          [...qrStates, depositLimitsPaths.limits],
          true,
        ),
      cancelQr: (qrcodeId: string) =>
        then(qrcodeApi.cancel(qrcodeId), [...qrStates, depositLimitsPaths.limits], true),
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
      claimCoupon: (coupon: string, satang: Satang | null = null) =>
        then(
          order('coupon', { kind: 'credit', satang }, coupon, spinwheelApi.claim, {
            success: true,
          }),
          [...spinState, statementPaths.list],
        ),
    };
  }, [revalidate, place, askStepUp]);
}
