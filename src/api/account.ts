import { type CallOptions, call } from './client';
import { normalised, normaliseProfile } from './normalise';
import type {
  BankAccountNameUpdate,
  ChangePasswordPayload,
  LoginPayload,
  ProfileUpdate,
  RegistrationPayload,
} from './types';

export const accountPaths = {
  profile: '/api/account/profile',
} as const;

export const accountApi = {
  login: (body: LoginPayload) => call('POST /api/login', { body }),
  /** Revokes the token; optional for a backend (docs/api.md#account-and-login). */
  logout: (options?: Pick<CallOptions, 'timeoutMs'>) => call('POST /api/logout', options),
  validate: (body: RegistrationPayload) => call('POST /api/account/validate', { body }),
  register: (body: RegistrationPayload) => call('POST /api/account', { body }),
  profile: () => normalised(`GET ${accountPaths.profile}`, normaliseProfile),
  updateProfile: (body: ProfileUpdate) => call(`PUT ${accountPaths.profile}`, { body }),
  updateBankAccountName: (body: BankAccountNameUpdate) =>
    call('PUT /api/account/bankAccountName', { body }),
  changePassword: (body: ChangePasswordPayload) => call('PUT /api/account/changepwd', { body }),
};
