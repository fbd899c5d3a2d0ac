import { Type } from 'typebox';
import { type CallSpec, INPUT_ERRORS } from './call';
import {
  AnswerCurrency,
  BankName,
  Currency,
  IsoTime,
  Nullable,
  Ok,
  PathText,
  SuccessResult,
} from './primitives';

/** Registration, login, profile and password (docs/api.md#account-and-login). */

const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description ? { description } : {}) });

/**
 * Registration payload. `POST /api/account/validate` gets it after the profile step with
 * empty bank fields and checks only what it was given; `POST /api/account` needs it complete.
 */
export const RegistrationPayload = Type.Object({
  name: Text(100),
  username: Text(20, 'the phone number (digits)'),
  password: Text(100, 'as typed, never trimmed'),
  sourceCode: Type.Optional(Text(50, 'a code of lookup/sources, or empty')),
  inviteCode: Type.Optional(Text(50, 'empty, or an invite code (PR + member _id)')),
  bankCode: Type.Optional(Text(20, 'a code of lookup/banks')),
  bankAccountName: Type.Optional(Text(100, 'first and last name joined by one space')),
  bankAccountNo: Type.Optional(Text(30)),
  currency: Type.Optional(Currency),
  otpToken: Type.Optional(
    Text(
      100,
      'while the OTP lookup is on: the verified otpToken of this phone; registration uses it up',
    ),
  ),
});

export const LoginPayload = Type.Object({
  username: Text(50),
  password: Text(100),
  /** Token lifetime 30 days when true, 1 day otherwise (optional for operators). */
  remember: Type.Optional(Type.Boolean()),
});

export const LoginResult = Type.Object({ token: Type.String({ minLength: 1 }) });

export const Profile = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Type.String(),
  createdAt: IsoTime(),
});

export const BankAccount = Type.Object({
  bankCode: Type.String(),
  bankAccountName: Type.String(),
  bankAccountNo: Type.String(),
  bank: BankName,
  /** The member's currency chosen at registration; absent or null means baht (docs/api.md#wallet). */
  currency: Type.Optional(Nullable(AnswerCurrency)),
});

export const ProfileResult = Type.Object({ profile: Profile, bankAccount: BankAccount });

export const ProfileUpdate = Type.Object({
  name: Text(100),
  bankCode: Text(20),
  bankAccountName: Text(100),
  bankAccountNo: Text(30),
});

export const BankAccountNameUpdate = Type.Object({
  bankCode: Text(20, "the member's own bank"),
  bankAccountName: Text(100),
});

export const ChangePasswordPayload = Type.Object({
  oldPassword: Text(100),
  newPassword: Text(100),
  endOtherSessions: Type.Optional(
    Type.Boolean({
      description: 'false keeps the other sessions (capability sessions); absent or true ends them',
    }),
  ),
});

/** One signed-in device of the member (docs/api.md#signed-in-devices); never its token. */
export const MemberSession = Type.Object({
  id: Type.String({ minLength: 1, description: 'names the session; not its token' }),
  browser: Type.Optional(Type.String({ description: 'read from userAgent, when known' })),
  system: Type.Optional(Type.String({ description: 'read from userAgent, when known' })),
  userAgent: Type.String({ description: 'as the login sent it; may be empty' }),
  createdAt: IsoTime('the login'),
  lastActiveAt: IsoTime('the last authenticated call, to the minute'),
  current: Type.Boolean({ description: 'the session of the calling token' }),
});

export const MemberSessionList = Type.Array(MemberSession);

const REGISTRATION_ERRORS = [
  ...INPUT_ERRORS,
  'PHONE_NUMBER_REQUIRE_10_DIGIT',
  'EXISTING_USER',
  'EXISTING_BANK',
  'INVALID_BANK',
  'BANK_ACCOUNT_NAME_ENG',
  'UNVERIFIED_OTP',
  'INVALID_USER_INFO',
  'INVITE_CODE_INVALID',
];

export const accountCalls = [
  {
    method: 'POST',
    path: '/api/account/validate',
    tag: 'account',
    summary: 'Checks a registration payload (bank fields may be empty)',
    member: false,
    effect: 'read',
    body: RegistrationPayload,
    result: SuccessResult,
    errors: [...REGISTRATION_ERRORS, 'REQUEST_LIMIT'],
  },
  {
    method: 'POST',
    path: '/api/account',
    tag: 'account',
    summary: 'Registers a member',
    member: false,
    effect: 'write',
    body: RegistrationPayload,
    result: SuccessResult,
    errors: [...REGISTRATION_ERRORS, 'REGISTER_FAIL', 'GAME_ACTIVATION_FAIL', 'REQUEST_LIMIT'],
  },
  {
    method: 'POST',
    path: '/api/login',
    tag: 'account',
    summary: 'Logs in (username is the phone number)',
    member: false,
    effect: 'write',
    body: LoginPayload,
    result: LoginResult,
    errors: [
      ...INPUT_ERRORS,
      'WRONG_CREDENTIAL',
      'INACTIVE_USER',
      'NO_USER',
      'LOGIN_FAIL',
      'INVALID_IP',
      'REQUEST_LIMIT',
      'SELF_EXCLUDED',
    ],
  },
  {
    method: 'POST',
    path: '/api/logout',
    tag: 'account',
    summary: 'Revokes the token (optional for operators: the wallet logs out the same on 404)',
    member: true,
    effect: 'write',
    result: Ok,
    errors: [],
    optional: true,
  },
  {
    method: 'GET',
    path: '/api/account/profile',
    tag: 'account',
    summary: "The member's profile and bank account",
    member: true,
    effect: 'read',
    result: ProfileResult,
    errors: [],
    strict: true,
  },
  {
    method: 'PUT',
    path: '/api/account/profile',
    tag: 'account',
    summary: "Changes the member's name and bank account",
    member: true,
    effect: 'write',
    body: ProfileUpdate,
    result: Ok,
    errors: [
      ...INPUT_ERRORS,
      'INVALID_BANK',
      'BANK_ACCOUNT_NAME_ENG',
      'EXISTING_BANK',
      'REAUTH_REQUIRED',
    ],
  },
  {
    method: 'PUT',
    path: '/api/account/bankAccountName',
    tag: 'account',
    summary: "Changes the name on the member's own bank account",
    member: true,
    effect: 'write',
    body: BankAccountNameUpdate,
    result: Ok,
    errors: [...INPUT_ERRORS, 'INVALID_BANK', 'BANK_ACCOUNT_NAME_ENG', 'REAUTH_REQUIRED'],
  },
  {
    method: 'PUT',
    path: '/api/account/changepwd',
    tag: 'account',
    summary: 'Changes the password',
    member: true,
    effect: 'write',
    body: ChangePasswordPayload,
    result: Ok,
    errors: [...INPUT_ERRORS, 'WRONG_PASSWORD'],
  },
] as const satisfies readonly CallSpec[];

/** The member's signed-in devices, capability `sessions` (docs/api.md#signed-in-devices). */
export const sessionCalls = [
  {
    method: 'GET',
    path: '/api/account/sessions',
    tag: 'account',
    summary: "The member's live sessions (capability sessions)",
    member: true,
    effect: 'read',
    result: MemberSessionList,
    errors: ['NO_DATA'],
    optional: true,
    strict: true,
  },
  {
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    tag: 'account',
    summary: 'Ends one session of the member (capability sessions)',
    member: true,
    effect: 'write',
    params: Type.Object({ id: PathText() }),
    result: Ok,
    errors: [...INPUT_ERRORS, 'NO_DATA'],
    optional: true,
  },
  {
    method: 'POST',
    path: '/api/account/sessions/logout-others',
    tag: 'account',
    summary: 'Ends every session of the member but the calling one (capability sessions)',
    member: true,
    effect: 'write',
    result: Ok,
    errors: ['NO_DATA'],
    optional: true,
  },
] as const satisfies readonly CallSpec[];

export const ReauthPayload = Type.Object({ password: Text(100) });

/** The fresh password proof, capability `stepUp` (docs/api.md#step-up). */
export const stepUpCalls = [
  {
    method: 'POST',
    path: '/api/account/reauth',
    tag: 'account',
    summary: 'Proves the password again on this session (capability stepUp)',
    member: true,
    effect: 'write',
    body: ReauthPayload,
    result: Ok,
    errors: [...INPUT_ERRORS, 'WRONG_PASSWORD', 'REQUEST_LIMIT', 'NO_DATA'],
    optional: true,
  },
] as const satisfies readonly CallSpec[];

export const OtpSendPayload = Type.Object({
  phoneNumber: Text(20),
  otpToken: Type.Optional(
    Text(100, 'the token the wallet holds for this phone: if verified, the answer is OTP_VERIFIED'),
  ),
});
export const OtpSendResult = Type.Object({
  otpRef: Type.String(),
  otpToken: Type.String(),
  code: Type.String({ description: 'OTP_VERIFIED when the phone was verified before' }),
});
export const OtpVerifyPayload = Type.Object({ otpToken: Text(100), otpCode: Text(10) });
export const OtpVerifyResult = Type.Object({
  success: Type.Literal(true),
  code: Type.Literal('OTP_CODE_VALID'),
});

/** OTP of the register wizard (docs/api.md#otp). */
export const otpCalls = [
  {
    method: 'POST',
    path: '/api/otp/send',
    tag: 'otp',
    summary: 'Sends a code by SMS',
    member: false,
    effect: 'write',
    body: OtpSendPayload,
    result: OtpSendResult,
    errors: [
      ...INPUT_ERRORS,
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
      'EXISTING_USER',
      'REQUEST_LIMIT_1MIN',
      'REQUEST_LIMIT',
      'OTP_BLOCK',
      'OTP_SEND_FAIL',
      'OTP_REQUEST_LIMIT',
    ],
  },
  {
    method: 'POST',
    path: '/api/otp/verify',
    tag: 'otp',
    summary: 'Verifies a code',
    member: false,
    effect: 'write',
    body: OtpVerifyPayload,
    result: OtpVerifyResult,
    errors: [
      ...INPUT_ERRORS,
      'OTP_TOKEN_INVALID',
      'OTP_NOT_EXIST',
      'OTP_VERIFIED',
      'OTP_EXPIRED',
      'OTP_CODE_INVALID',
      'OTP_BLOCK',
      'OTP_VERIFY_FAIL',
    ],
  },
] as const satisfies readonly CallSpec[];
