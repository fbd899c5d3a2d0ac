import { get, post, put } from './client';
import type {
  BankAccountNameUpdate,
  ChangePasswordPayload,
  LoginPayload,
  LoginResult,
  Ok,
  ProfileResult,
  ProfileUpdate,
  RegistrationPayload,
  SuccessResult,
} from './types';

export const accountPaths = {
  profile: '/api/account/profile',
} as const;

export const accountApi = {
  login: (payload: LoginPayload) => post<LoginResult>('/api/login', payload),
  validate: (payload: RegistrationPayload) => post<SuccessResult>('/api/account/validate', payload),
  register: (payload: RegistrationPayload) => post<SuccessResult>('/api/account', payload),
  profile: () => get<ProfileResult>(accountPaths.profile),
  updateProfile: (payload: ProfileUpdate) => put<Ok>(accountPaths.profile, payload),
  updateBankAccountName: (payload: BankAccountNameUpdate) =>
    put<Ok>('/api/account/bankAccountName', payload),
  changePassword: (payload: ChangePasswordPayload) => put<Ok>('/api/account/changepwd', payload),
};
