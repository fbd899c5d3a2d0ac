import { get, post, type UploadOptions, upload } from './client';
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
  add: (payload: AmountPayload) => post<Ok>('/api/wallet/add', payload),
  transfer: (payload: TransferPayload) => post<Ok>('/api/wallet/transfer', payload),
  transferAll: (payload: TransferAllPayload) => post<Ok>('/api/wallet/transferAll', payload),
  withdraw: (payload: AmountPayload) => post<Ok>('/api/wallet/withdraw', payload),
  withdrawAll: (payload: AmountPayload) => post<Ok>('/api/wallet/withdrawAll', payload),
  /** Multipart: `file` (the slip image) and `amount`. */
  slip: (form: FormData, options?: UploadOptions) => upload<Ok>('/api/wallet/slip', form, options),
  truelink: (payload: TruelinkPayload) => post<Ok>('/api/wallet/truelink', payload),
};
