import { type CallOptions, call, earlyAnswer, pathOf } from './client';
import { normalised, normaliseWallet } from './normalise';
import type {
  AmountPayload,
  TransferAllPayload,
  TransferPayload,
  TruelinkPayload,
  WalletResult,
} from './types';

const CREDENTIALS = '/api/wallet/account/:code';

export const walletPaths = {
  wallet: '/api/wallet',
  credentials: (code: string) => pathOf(CREDENTIALS, { code }),
} as const;

let early: { body: unknown; wallet: WalletResult | undefined } | null = null;

function normaliseOrNothing(body: unknown): WalletResult | undefined {
  try {
    return normaliseWallet(body);
  } catch {
    return undefined;
  }
}

export const walletApi = {
  wallet: () => normalised(`GET ${walletPaths.wallet}`, normaliseWallet),
  /**
   * The wallet the head's early script has already read (client.ts earlyAnswer), or
   * undefined; the same object on every call, as a query's data is.
   */
  earlyWallet: (): WalletResult | undefined => {
    const body = earlyAnswer(walletPaths.wallet);
    if (body === undefined) return undefined;
    if (early?.body !== body) early = { body, wallet: normaliseOrNothing(body) };
    return early.wallet;
  },
  refreshSlots: () => call('GET /api/wallet/refresh/slot'),
  activate: (code: string) => call('GET /api/wallet/activate/:code', { params: { code } }),
  credentials: (code: string) => call(`GET ${CREDENTIALS}`, { params: { code } }),
  resetPassword: (code: string) =>
    call('GET /api/wallet/resetpassword/:code', { params: { code } }),
  add: (body: AmountPayload, options?: CallOptions) =>
    call('POST /api/wallet/add', { ...options, body }),
  transfer: (body: TransferPayload, options?: CallOptions) =>
    call('POST /api/wallet/transfer', { ...options, body }),
  transferAll: (body: TransferAllPayload, options?: CallOptions) =>
    call('POST /api/wallet/transferAll', { ...options, body }),
  withdraw: (body: AmountPayload, options?: CallOptions) =>
    call('POST /api/wallet/withdraw', { ...options, body }),
  withdrawAll: (body: AmountPayload, options?: CallOptions) =>
    call('POST /api/wallet/withdrawAll', { ...options, body }),
  truelink: (body: TruelinkPayload, options?: CallOptions) =>
    call('POST /api/wallet/truelink', { ...options, body }),
};
