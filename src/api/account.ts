import { type CallOptions, get, post, put } from './client';
import { normalised, normaliseProfile } from './normalise';
import type {
  BankAccountNameUpdate,
  ChangePasswordPayload,
  LoginPayload,
  LoginResult,
  Ok,
  ProfileUpdate,
  RegistrationPayload,
  SuccessResult,
} from './types';

export const accountPaths = {
  profile: '/api/account/profile',
} as const;

export const accountApi = {
  login: (payload: LoginPayload) => post<LoginResult>('/api/login', payload),
  /** Revokes the token; optional for a backend (docs/api.md#account-and-login). */
  logout: (options: Pick<CallOptions, 'timeoutMs'> = {}) =>
    post<SuccessResult>('/api/logout', undefined, options),
  validate: (payload: RegistrationPayload) => post<SuccessResult>('/api/account/validate', payload),
  register: (payload: RegistrationPayload) => post<SuccessResult>('/api/account', payload),
  profile: () =>
    normalised('GET /api/account/profile', get(accountPaths.profile), normaliseProfile),
  updateProfile: (payload: ProfileUpdate) => put<Ok>(accountPaths.profile, payload),
  updateBankAccountName: (payload: BankAccountNameUpdate) =>
    put<Ok>('/api/account/bankAccountName', payload),
  changePassword: (payload: ChangePasswordPayload) => put<Ok>('/api/account/changepwd', payload),
};
