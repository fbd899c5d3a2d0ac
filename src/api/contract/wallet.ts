import { Type } from 'typebox';
import { BankAccount } from './account';
import { type CallSpec, IDEMPOTENCY_ERRORS, INPUT_ERRORS } from './call';
import { Amount, Ok, PathText } from './primitives';

/** The wallet and game accounts (docs/api.md#wallet). */

export const GameCategory = Type.Union([
  Type.Literal('slot'),
  Type.Literal('sport'),
  Type.Literal('lotto'),
]);

const UrlOrNull = (description: string) =>
  Type.Union([Type.String(), Type.Null()], { description });

export const GameAccount = Type.Object({
  code: Type.String({ description: 'the game code' }),
  name: Type.String(),
  category: GameCategory,
  isActive: Type.Boolean(),
  amount: Amount('balance in that game'),
  ftWalletSlot: Type.Number({ description: 'multiplier of the secondary game credit' }),
  logo: Type.String(),
  background: Type.String(),
  web: UrlOrNull("the game's login URL, or null for app-only games"),
  android: UrlOrNull('app store link'),
  ios: UrlOrNull('app store link'),
});

export const WalletProfile = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  coin: Type.Integer({ minimum: 0, description: 'spin-wheel coins' }),
});

export const InviteSummary = Type.Object({
  amount: Amount('invite bonus waiting to be received'),
  success: Type.Number({ description: 'percentage shown in the receive confirmation' }),
  fail: Type.Number({ description: 'percentage shown in the receive confirmation' }),
});

export const WalletResult = Type.Object({
  profile: WalletProfile,
  bankAccount: BankAccount,
  wallet: Type.Object({ amount: Amount('the main wallet') }),
  invite: InviteSummary,
  slots: Type.Array(GameAccount),
});

export const RefreshSlotResult = Type.Object({ success: Type.Boolean() });

export const CredentialsEvent = Type.Record(Type.String(), Type.String(), {
  description: 'form-state fields the one provider needs posted to its login page',
});

export const GameCredentials = Type.Object({
  username: Type.String(),
  password: Type.String(),
  event: Type.Optional(CredentialsEvent),
});

export const AmountPayload = Type.Object({ amount: Amount() });

const End = Type.String({
  minLength: 1,
  maxLength: 50,
  pattern: '\\S',
  description: "WALLET (the main wallet) or an active game account's code",
});

export const TransferPayload = Type.Object({ from: End, to: End, amount: Amount() });
export const TransferAllPayload = Type.Object({ to: End });

export const CodeParams = Type.Object({ code: PathText() });

const GAME_ERRORS = ['SLOT_NO_ACCOUNT', 'NO_GAME'];
const WITHDRAW_ERRORS = [
  ...INPUT_ERRORS,
  'TRANSFER_MINIMUM',
  'MONEY_NOT_ENOUGH',
  'NO_BANK',
  ...IDEMPOTENCY_ERRORS,
  // capability stepUp (docs/api.md#step-up)
  'REAUTH_REQUIRED',
];

export const walletCalls = [
  {
    method: 'GET',
    path: '/api/wallet',
    tag: 'wallet',
    summary: "The member's wallet, bank account, invite summary and game accounts",
    member: true,
    effect: 'read',
    result: WalletResult,
    errors: [],
    strict: true,
  },
  {
    method: 'GET',
    path: '/api/wallet/refresh/slot',
    tag: 'wallet',
    summary: 'Refreshes the game balances',
    member: true,
    effect: 'read',
    result: RefreshSlotResult,
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/wallet/activate/:code',
    tag: 'wallet',
    summary: 'Activates a game account',
    member: true,
    effect: 'write',
    params: CodeParams,
    result: Ok,
    errors: [
      ...INPUT_ERRORS,
      'SLOT_ALREADY_ACTIVE',
      'NO_GAME',
      'SLOT_ACTIVATE_FAIL',
      'GAME_ACTIVATION_FAIL',
    ],
  },
  {
    method: 'GET',
    path: '/api/wallet/account/:code',
    tag: 'wallet',
    summary: "A game account's credentials",
    member: true,
    effect: 'read',
    params: CodeParams,
    result: GameCredentials,
    errors: [...INPUT_ERRORS, ...GAME_ERRORS],
    strict: true,
  },
  {
    method: 'GET',
    path: '/api/wallet/resetpassword/:code',
    tag: 'wallet',
    summary: "Resets a game account's password",
    member: true,
    effect: 'write',
    params: CodeParams,
    result: Ok,
    errors: [...INPUT_ERRORS, ...GAME_ERRORS, 'SLOT_RESET_PASSWORD_FAIL'],
  },
  {
    method: 'POST',
    path: '/api/wallet/transfer',
    tag: 'wallet',
    summary: 'Moves an amount between the main wallet and an active game account',
    member: true,
    effect: 'money',
    body: TransferPayload,
    result: Ok,
    errors: [
      ...INPUT_ERRORS,
      'TRANSFER_MINIMUM',
      ...GAME_ERRORS,
      'MONEY_NOT_ENOUGH',
      'TRANSFER_FAIL',
      ...IDEMPOTENCY_ERRORS,
    ],
  },
  {
    method: 'POST',
    path: '/api/wallet/transferAll',
    tag: 'wallet',
    summary: 'Moves every positive balance into one account',
    member: true,
    effect: 'money',
    body: TransferAllPayload,
    result: Ok,
    errors: [
      ...INPUT_ERRORS,
      ...GAME_ERRORS,
      'MONEY_NOT_ENOUGH',
      'TRANSFER_FAIL',
      ...IDEMPOTENCY_ERRORS,
    ],
  },
  {
    method: 'POST',
    path: '/api/wallet/withdraw',
    tag: 'wallet',
    summary: "Withdraws from the main wallet to the member's bank account",
    member: true,
    effect: 'money',
    body: AmountPayload,
    result: Ok,
    errors: WITHDRAW_ERRORS,
  },
  {
    method: 'POST',
    path: '/api/wallet/withdrawAll',
    tag: 'wallet',
    summary: 'Withdraws, taking from active game accounts when the main wallet is short',
    member: true,
    effect: 'money',
    body: AmountPayload,
    result: Ok,
    errors: WITHDRAW_ERRORS,
  },
] as const satisfies readonly CallSpec[];
