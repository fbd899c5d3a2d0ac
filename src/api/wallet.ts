import { type CallOptions, get, post, type UploadOptions, upload } from './client';
import { normalised, normaliseWallet } from './normalise';
import type {
  AmountPayload,
  GameCredentials,
  Ok,
  RefreshSlotResult,
  TransferAllPayload,
  TransferPayload,
  TruelinkPayload,
} from './types';

export const walletPaths = {
  wallet: '/api/wallet',
  credentials: (code: string) => `/api/wallet/account/${encodeURIComponent(code)}`,
} as const;

export const walletApi = {
  wallet: () => normalised('GET /api/wallet', get(walletPaths.wallet), normaliseWallet),
  refreshSlots: () => get<RefreshSlotResult>('/api/wallet/refresh/slot'),
  activate: (code: string) => get<Ok>(`/api/wallet/activate/${encodeURIComponent(code)}`),
  credentials: (code: string) => get<GameCredentials>(walletPaths.credentials(code)),
  resetPassword: (code: string) => get<Ok>(`/api/wallet/resetpassword/${encodeURIComponent(code)}`),
  add: (payload: AmountPayload, options?: CallOptions) =>
    post<Ok>('/api/wallet/add', payload, options),
  transfer: (payload: TransferPayload, options?: CallOptions) =>
    post<Ok>('/api/wallet/transfer', payload, options),
  transferAll: (payload: TransferAllPayload, options?: CallOptions) =>
    post<Ok>('/api/wallet/transferAll', payload, options),
  withdraw: (payload: AmountPayload, options?: CallOptions) =>
    post<Ok>('/api/wallet/withdraw', payload, options),
  withdrawAll: (payload: AmountPayload, options?: CallOptions) =>
    post<Ok>('/api/wallet/withdrawAll', payload, options),
  /** Multipart: `file` (the slip image) and `amount`. */
  slip: (form: FormData, options?: UploadOptions) => upload<Ok>('/api/wallet/slip', form, options),
  truelink: (payload: TruelinkPayload, options?: CallOptions) =>
    post<Ok>('/api/wallet/truelink', payload, options),
};
