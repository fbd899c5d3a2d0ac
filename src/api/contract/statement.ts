import { Type } from 'typebox';
import { type CallSpec, INPUT_ERRORS } from './call';
import { Amount, IsoTime, Nullable, PagePayload, PathText, Variant } from './primitives';

/** Statement and slips (docs/api.md#statement). */

export const StatementType = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('bonus'),
  Type.Literal('finish_bonus'),
  Type.Literal('withdraw'),
  Type.Literal('transfer'),
  Variant(Type.String({ description: 'any other type: the wallet shows it as "other"' })),
]);

/** SUCCESS, FAILED, or anything else (in progress, e.g. PENDING). */
export const MoneyStatus = Type.String({
  description: 'SUCCESS, FAILED, or in progress (PENDING…)',
});

export const Described = Type.Object({ description: Type.String() });

export const Statement = Type.Object({
  _id: Type.String(),
  statementType: StatementType,
  status: MoneyStatus,
  from: Type.String(),
  to: Type.String(),
  amount: Amount(),
  createdAt: IsoTime(),
  bonus: Type.Optional(Described),
  promotion: Type.Optional(Described),
  invite: Type.Optional(Described),
  refund: Type.Optional(Described),
  luckydraw: Type.Optional(Described),
});

export const StatementList = Type.Object({
  total: Type.Integer(),
  statements: Type.Array(Statement),
});

export const Slip = Type.Object({
  _id: Type.String(),
  createdAt: IsoTime(),
  amount: Amount(),
  status: MoneyStatus,
  note: Nullable(Type.String({ description: 'slip reason code' })),
  link: Nullable(Type.String()),
  reference: Nullable(Type.String()),
});

export const SlipList = Type.Object({ total: Type.Integer(), slips: Type.Array(Slip) });
export const SlipReference = Type.Object({ url: Type.String() });

export const statementCalls = [
  {
    method: 'POST',
    path: '/api/statement',
    tag: 'statement',
    summary: 'Money moves, a page, newest first',
    member: true,
    effect: 'read',
    body: PagePayload,
    result: StatementList,
    errors: INPUT_ERRORS,
  },
  {
    method: 'POST',
    path: '/api/statement/slip',
    tag: 'statement',
    summary: 'Uploaded slips, a page, newest first',
    member: true,
    effect: 'read',
    body: PagePayload,
    result: SlipList,
    errors: INPUT_ERRORS,
  },
  {
    method: 'GET',
    path: '/api/statement/slip/reference/:reference',
    tag: 'statement',
    summary: 'Where to see a slip by its reference',
    member: true,
    effect: 'read',
    params: Type.Object({ reference: PathText() }),
    result: SlipReference,
    errors: [...INPUT_ERRORS, 'NO_DATA'],
  },
] as const satisfies readonly CallSpec[];

export const AutoLoginResult = Type.Object({ link: Type.String() });

const AUTO_LOGIN_ERRORS = [
  ...INPUT_ERRORS,
  'NO_GAME',
  'SLOT_NO_ACCOUNT',
  'WRONG_CREDENTIAL',
  'NOT_AREASLOT',
  'NOT_UFABET',
];

/** Auto-login (docs/api.md#auto-login). */
export const autoLoginCalls = [
  {
    method: 'GET',
    path: '/api/autoLogin/:game/:username',
    tag: 'auto-login',
    summary: 'A link that logs the player into a game (username-only games)',
    member: true,
    effect: 'read',
    params: Type.Object({ game: PathText(), username: PathText() }),
    result: AutoLoginResult,
    errors: AUTO_LOGIN_ERRORS,
  },
  {
    method: 'GET',
    path: '/api/autoLogin/:game/:username/:password',
    tag: 'auto-login',
    summary: 'A link that logs the player into a game (games that need the password)',
    member: true,
    effect: 'read',
    params: Type.Object({ game: PathText(), username: PathText(), password: PathText() }),
    result: AutoLoginResult,
    errors: AUTO_LOGIN_ERRORS,
  },
] as const satisfies readonly CallSpec[];
