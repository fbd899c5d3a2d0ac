import { type TSchema, Type } from 'typebox';
import { type CallSpec, IDEMPOTENCY_ERRORS, INPUT_ERRORS } from './call';
import {
  Amount,
  Banner,
  IsoTime,
  MessageResult,
  Nullable,
  Ok,
  PagePayload,
  PathText,
  Unread,
  Variant,
} from './primitives';

/** Invite, refund (docs/api.md#invite-and-refund), bonus and promotions (#bonus-and-promotions). */

export const InviteItem = Type.Object({
  from: Type.Object({ name: Type.String() }),
  amount: Amount(),
  createdAt: IsoTime(),
});
export const InviteList = Type.Object({ invites: Type.Array(InviteItem), total: Type.Integer() });

export const RefundItem = Type.Object({ refundAmount: Amount(), createdAt: IsoTime() });
export const RefundList = Type.Object({ refunds: Type.Array(RefundItem), total: Type.Integer() });

export const RefundCheck = Type.Object({
  result: Type.Boolean({ description: 'a refund is waiting' }),
  bonus: Type.Boolean({ description: 'the member has an active bonus (receive is disabled)' }),
  info: Type.String(),
  refundAmount: Amount(),
  refundSuccess: Type.Number(),
  refundFail: Type.Number(),
});

export const BonusType = Type.Union([
  Type.Literal('limit'),
  Type.Literal('day'),
  Type.Literal('week'),
]);

export const UserBonus = Type.Object({
  _id: Unread(Type.String()),
  code: Unread(Type.String()),
  isActive: Type.Boolean(),
  received: Type.Array(Type.Object({ updatedAt: IsoTime() })),
});

export const Bonus = Type.Object({
  code: Type.String(),
  type: BonusType,
  maxReceived: Type.Integer(),
  percentFail: Type.Number(),
  banners: Type.Array(Banner),
  userBonus: Nullable(UserBonus),
});

export const BonusActiveCheck = Type.Object({
  status: Type.Boolean(),
  type: Nullable(BonusType),
  code: Type.Optional(Nullable(Type.String())),
});
export const BonusMinimumCheck = Type.Object({ status: Type.Boolean() });
export const BonusClearResult = Type.Object({ message: Type.String() });

export const Promotion = Type.Object({
  code: Type.String(),
  percentFail: Type.Number(),
  description: Type.String({ description: 'HTML' }),
});

const REFUND_ERRORS = [
  'BONUS_REMAINING',
  'NO_REFUND',
  'REFUND_CONDITION',
  'REFUND_INACTIVE',
  'REFUND_MINIMUM',
];
const CodeParams = Type.Object({ code: PathText(50) });

/**
 * A member call, keeping the literal types of its method, path and result (the typed call
 * of src/api/client.ts reads them from calls.ts); a call with a body or path parameters
 * adds them to what this returns.
 */
const member = <
  const Method extends CallSpec['method'],
  const Path extends string,
  const Result extends TSchema,
>(
  method: Method,
  path: Path,
  tag: string,
  summary: string,
  effect: CallSpec['effect'],
  result: Result,
  errors: readonly string[] = [],
) =>
  ({
    method,
    path,
    tag,
    summary,
    member: true,
    effect,
    result,
    errors,
  }) as const;

export const rewardCalls = [
  {
    ...member(
      'POST',
      '/api/invite',
      'invite',
      'The members one invited, a page',
      'read',
      InviteList,
      INPUT_ERRORS,
    ),
    body: PagePayload,
  },
  member(
    'GET',
    '/api/invite/bonus',
    'invite',
    'Receives the invite bonus',
    'money',
    MessageResult,
    [
      'NO_INVITE_BONUS',
      'INVITE_COLLECT',
      'INVITE_INACTIVE',
      'NO_INVITEE_PLAY_INFO',
      'INVITE_BONUS_FAIL',
      ...IDEMPOTENCY_ERRORS,
    ],
  ),
  member('GET', '/api/invite/banners', 'invite', 'Invite banners', 'read', Type.Array(Banner)),
  {
    ...member(
      'POST',
      '/api/refund',
      'refund',
      'Refunds received, a page',
      'read',
      RefundList,
      INPUT_ERRORS,
    ),
    body: PagePayload,
  },
  member('GET', '/api/refund/check', 'refund', 'Whether a refund is waiting', 'read', RefundCheck),
  member('GET', '/api/refund/receive', 'refund', 'Receives the refund', 'money', MessageResult, [
    ...REFUND_ERRORS,
    ...IDEMPOTENCY_ERRORS,
  ]),
  member(
    'GET',
    '/api/refund/addWallet',
    'refund',
    'Receives the refund into the main wallet',
    'money',
    Ok,
    [...REFUND_ERRORS, ...IDEMPOTENCY_ERRORS],
  ),
  member('GET', '/api/refund/banners', 'refund', 'Refund banners', 'read', Type.Array(Banner)),
  member(
    'GET',
    '/api/bonus',
    'bonus',
    "The bonuses on offer and the member's records",
    'read',
    Type.Array(Bonus),
  ),
  {
    ...member(
      'GET',
      '/api/bonus/activate/:code',
      'bonus',
      'Activates a bonus',
      'write',
      UserBonus,
      [...INPUT_ERRORS, 'NO_PROMOTION', 'BONUS_ALREADY_ACTIVE', 'BONUS_MAX_CLAIMED', 'BONUS_FULL'],
    ),
    params: CodeParams,
  },
  member(
    'GET',
    '/api/bonus/check/active',
    'bonus',
    'Whether a bonus or promotion is active',
    'read',
    BonusActiveCheck,
  ),
  member(
    'GET',
    '/api/bonus/check/minimum',
    'bonus',
    "Whether the balance fell below the active bonus's minimum",
    'read',
    BonusMinimumCheck,
  ),
  member('GET', '/api/bonus/clear', 'bonus', 'Ends the active bonus', 'write', BonusClearResult, [
    'NO_DATA',
    'BONUS_CONDITION',
  ]),
  member(
    'GET',
    '/api/promotion/current',
    'promotion',
    'The current promotion, or null',
    'read',
    Nullable(Promotion),
  ),
  {
    ...member(
      'GET',
      '/api/promotion/find/:code',
      'promotion',
      'A promotion by code, or null',
      'read',
      Nullable(Promotion),
      INPUT_ERRORS,
    ),
    params: CodeParams,
  },
  {
    ...member(
      'GET',
      '/api/promotion/activate/:code',
      'promotion',
      'Activates a promotion',
      'write',
      Ok,
      [...INPUT_ERRORS, 'NO_PROMOTION', 'BONUS_ALREADY_ACTIVE', 'PROMOTION_RECEIVED', 'BONUS_FULL'],
    ),
    params: CodeParams,
  },
] as const satisfies readonly CallSpec[];

export const SpinSlice = Type.Object({
  code: Type.String(),
  label: Type.String(),
  bgColor: Type.String(),
  textColor: Type.String(),
  htmlDescription: Type.String(),
});
export const SpinSetup = Type.Object({
  result: Type.Object({
    activeSpinwheel: Nullable(Type.Object({ name: Type.String(), slices: Type.Array(SpinSlice) })),
    userCoin: Type.Integer({ minimum: 0 }),
  }),
});
export const SpinResult = Type.Object({
  success: Type.Boolean(),
  error: Nullable(Type.String({ description: 'in-band refusal code (NO_COIN, SPIN_INACTIVE)' })),
  result: Nullable(
    Type.Object({ code: Type.String(), label: Type.String(), remainingCoin: Type.Integer() }),
  ),
});
/** A prize's slice: its code, or (as a backend written from the spec may send) the slice itself. */
export const CouponSlice = Type.Union([
  Type.String({ description: 'the slice code' }),
  Variant(Type.Object({ code: Type.String(), label: Type.Optional(Type.String()) })),
]);
export const Coupon = Type.Object({
  _id: Type.String(),
  prize: Type.Object({ slice: CouponSlice, name: Type.String() }),
  amount: Amount(),
});
export const CouponList = Type.Object({ success: Type.Boolean(), result: Type.Array(Coupon) });
export const ClaimPayload = Type.Object({ coupon: Type.String({ maxLength: 50 }) });
export const ClaimResult = Type.Object({ success: Type.Boolean() });
export const SpinActive = Type.Object({ isActive: Type.Boolean() });

/** Spin wheel (docs/api.md#spin-wheel). */
export const spinCalls = [
  member(
    'GET',
    '/api/spinwheel/setup',
    'spinwheel',
    'The active wheel and the coins',
    'read',
    SpinSetup,
  ),
  member(
    'GET',
    '/api/spinwheel/active',
    'spinwheel',
    'Whether the wheel is active',
    'read',
    SpinActive,
  ),
  member(
    'POST',
    '/api/spinwheel/spin',
    'spinwheel',
    'Spends a coin (refusals in-band, HTTP 200)',
    'write',
    SpinResult,
  ),
  member('GET', '/api/spinwheel/coupon', 'spinwheel', 'Unclaimed coupons', 'read', CouponList),
  {
    ...member(
      'POST',
      '/api/spinwheel/coupon/claim',
      'spinwheel',
      'Claims a coupon into the main wallet',
      'money',
      ClaimResult,
      [
        ...INPUT_ERRORS,
        'INVALID_CODE',
        'NO_CLAIMABLE_COUPON',
        'COUPON_EXPIRED',
        'INVALID_PRIZE_CODE',
        'INVALID_COUPON_TYPE',
        'BONUS_REMAINING',
        ...IDEMPOTENCY_ERRORS,
      ],
    ),
    body: ClaimPayload,
  },
] as const satisfies readonly CallSpec[];
