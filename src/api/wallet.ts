import { type CallOptions, call, pathOf } from './client';
import { normalised, normaliseWallet } from './normalise';
import type { AmountPayload, TransferAllPayload, TransferPayload, TruelinkPayload } from './types';

const CREDENTIALS = '/api/wallet/account/:code';

export const walletPaths = {
  wallet: '/api/wallet',
  credentials: (code: string) => pathOf(CREDENTIALS, { code }),
} as const;

export const walletApi = {
  wallet: () => normalised(`GET ${walletPaths.wallet}`, normaliseWallet),
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
