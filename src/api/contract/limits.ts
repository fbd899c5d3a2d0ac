import { Type } from 'typebox';
import { type CallSpec, INPUT_ERRORS } from './call';
import { Amount, DECIMALS_KEYWORD, IsoTime, Nullable } from './primitives';

/** "Play within limits": deposit limits, capability `depositLimits` (docs/api.md#deposit-limits). */

export const LimitPeriodName = Type.Union(
  [Type.Literal('day'), Type.Literal('week'), Type.Literal('month')],
  { description: 'day: the site day; week: the last 7 site days; month: the last 30 site days' },
);

export const DepositLimit = Type.Object({
  period: LimitPeriodName,
  amount: Nullable(Amount('the limit in force; null: no limit')),
  pending: Nullable(
    Type.Object({
      amount: Nullable(Amount('the limit asked for; null: the limit is removed')),
      appliesAt: IsoTime('when the raise or removal applies (24 hours after it was asked)'),
    }),
  ),
  deposited: Amount('deposited in the period so far (slips in review and a live QR code included)'),
  left: Nullable(Amount('what may still be deposited under this limit; null: no limit')),
});

export const DepositLimits = Type.Object({
  limits: Type.Array(DepositLimit, { description: 'one per period: day, week, month' }),
  left: Nullable(Amount('what may still be deposited under every limit; null: no limit')),
});

export const DepositLimitChange = Type.Object({
  period: LimitPeriodName,
  amount: Nullable(
    Amount('the new limit, more than 0, in the member currency; null removes the limit'),
  ),
});

export const depositLimitCalls = [
  {
    method: 'GET',
    path: '/api/account/deposit-limits',
    tag: 'account',
    summary: "The member's deposit limits and what is left under them (capability depositLimits)",
    member: true,
    effect: 'read',
    result: DepositLimits,
    errors: ['NO_DATA'],
    optional: true,
    strict: true,
  },
  {
    method: 'PUT',
    path: '/api/account/deposit-limits',
    tag: 'account',
    summary:
      'Sets, lowers, raises or removes one deposit limit; a raise or removal waits 24 hours (capability depositLimits)',
    member: true,
    effect: 'write',
    body: DepositLimitChange,
    result: DepositLimits,
    errors: [...INPUT_ERRORS, 'NO_DATA'],
    optional: true,
  },
] as const satisfies readonly CallSpec[];

/** Time-out and self-exclusion, capability `selfExclusion` (docs/api.md#self-exclusion). */
export const ExclusionRequest = Type.Object({
  period: Type.Union(
    [
      Type.Literal('24h'),
      Type.Literal('7d'),
      Type.Literal('30d'),
      Type.Literal('6m'),
      Type.Literal('1y'),
      Type.Literal('5y'),
    ],
    { description: 'a break of 24 hours, 7 or 30 days; an exclusion of 6 months, 1 or 5 years' },
  ),
  password: Type.String({ maxLength: 100, description: "the member's password, as typed" }),
});

export const ExclusionResult = Type.Object({
  until: IsoTime('when the break or exclusion ends (never earlier than one in force)'),
});

export const selfExclusionCalls = [
  {
    method: 'POST',
    path: '/api/account/self-exclusion',
    tag: 'account',
    summary:
      'Locks the account for a break or an exclusion and ends every session of the member (capability selfExclusion)',
    member: true,
    effect: 'write',
    body: ExclusionRequest,
    result: ExclusionResult,
    errors: [...INPUT_ERRORS, 'WRONG_PASSWORD', 'REQUEST_LIMIT', 'NO_DATA'],
    optional: true,
  },
] as const satisfies readonly CallSpec[];

/** The reality check, capability `realityCheck` (docs/api.md#reality-check). */
export const RealityInterval = Type.Union(
  [Type.Literal(0), Type.Literal(30), Type.Literal(60), Type.Literal(120)],
  { description: 'minutes between two reminders; 0: no reminders' },
);

export const RealityCheck = Type.Object({
  intervalMinutes: RealityInterval,
  now: IsoTime("the backend's time of this answer: the wallet counts to nextAt from it"),
  sessionStartedAt: IsoTime("when this session's login was"),
  answeredAt: Nullable(IsoTime('when the player last chose to keep playing on this session')),
  nextAt: Nullable(
    IsoTime('when the next reminder is due (due when not later than now); null: none'),
  ),
  deposits: Amount('deposits credited since the login of this session'),
  withdrawals: Amount('withdrawals made since the login of this session'),
  net: Type.Number({
    [DECIMALS_KEYWORD]: 2,
    description: 'deposits minus withdrawals (negative when more was withdrawn)',
  }),
});

export const RealityCheckSetting = Type.Object({ intervalMinutes: RealityInterval });

export const realityCheckCalls = [
  {
    method: 'GET',
    path: '/api/account/reality-check',
    tag: 'account',
    summary:
      "The reminder interval, when this session's next reminder is due and the net of its deposits and withdrawals (capability realityCheck)",
    member: true,
    effect: 'read',
    result: RealityCheck,
    errors: ['NO_DATA'],
    optional: true,
    strict: true,
  },
  {
    method: 'PUT',
    path: '/api/account/reality-check',
    tag: 'account',
    summary: "Sets the member's reminder interval, applied at once (capability realityCheck)",
    member: true,
    effect: 'write',
    body: RealityCheckSetting,
    result: RealityCheck,
    errors: [...INPUT_ERRORS, 'NO_DATA'],
    optional: true,
  },
  {
    method: 'POST',
    path: '/api/account/reality-check/answer',
    tag: 'account',
    summary:
      'Records that the player chose to keep playing: no reminder before the next interval (capability realityCheck)',
    member: true,
    effect: 'write',
    result: RealityCheck,
    errors: ['NO_DATA'],
    optional: true,
  },
] as const satisfies readonly CallSpec[];
