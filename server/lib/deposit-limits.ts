import type { DepositLimits } from '../../src/api/types';
import {
  changeLimit,
  DEPOSIT_LIMIT,
  depositFits,
  depositRoom,
  LIMIT_PERIODS,
  type LimitPeriod,
  limitAt,
  NO_LIMIT,
  periodStart,
  roomUnder,
  type StoredLimit,
} from '../../src/domain/rules/deposit-limits';
import { type Satang, satangCount, satangToBaht } from '../../src/domain/rules/money';
import type { Sandbox } from '../context';
import { ApiError } from './errors';
import { featuresOn } from './features';
import { iso } from './time';

interface LimitRow {
  period: string;
  amount: number | null;
  pending_amount: number | null;
  pending_at: number | null;
}

const storedOf = (row: LimitRow | undefined): StoredLimit =>
  row
    ? {
        amount: row.amount === null ? null : satangCount(row.amount),
        pending:
          row.pending_at === null
            ? null
            : {
                amount: row.pending_amount === null ? null : satangCount(row.pending_amount),
                appliesAt: row.pending_at,
              },
      }
    : NO_LIMIT;

/** The member's limits at the sandbox's now, a waiting change whose time has come in force. */
function readLimits(sandbox: Sandbox, userId: string): Record<LimitPeriod, StoredLimit> {
  const rows = sandbox.db
    .prepare<[string], LimitRow>(
      'SELECT period, amount, pending_amount, pending_at FROM deposit_limits WHERE user_id = ?',
    )
    .all(userId);
  const now = sandbox.now();
  const limits = {} as Record<LimitPeriod, StoredLimit>;
  for (const period of LIMIT_PERIODS) {
    limits[period] = limitAt(storedOf(rows.find((row) => row.period === period)), now);
  }
  return limits;
}

function writeLimit(sandbox: Sandbox, userId: string, period: LimitPeriod, limit: StoredLimit) {
  sandbox.db
    .prepare(
      `INSERT INTO deposit_limits (user_id, period, amount, pending_amount, pending_at)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, period) DO UPDATE SET amount = excluded.amount,
         pending_amount = excluded.pending_amount, pending_at = excluded.pending_at`,
    )
    .run(
      userId,
      period,
      limit.amount,
      limit.pending?.amount ?? null,
      limit.pending?.appliesAt ?? null,
    );
}

/**
 * What the member deposited since `since`: deposits credited or in review (a slip counts from
 * its upload, so slips cannot pile up past a limit), and the live QR code unless the deposit
 * being checked is a new code (which cancels it).
 */
function depositedSince(
  sandbox: Sandbox,
  userId: string,
  since: number,
  withLiveQr: boolean,
): Satang {
  const { db } = sandbox;
  const statements = db
    .prepare<[string, number], { total: number }>(
      `SELECT COALESCE(SUM(amount), 0) AS total FROM statements
       WHERE user_id = ? AND statement_type = 'deposit' AND status IN ('SUCCESS', 'PENDING')
         AND created_at >= ?`,
    )
    .get(userId, since);
  const now = sandbox.now();
  const live = withLiveQr
    ? db
        .prepare<[string, number], { total: number }>(
          `SELECT COALESCE(SUM(amount), 0) AS total FROM qrcodes WHERE user_id = ?
           AND cancelled_at IS NULL AND paid_at IS NULL AND expires_at > ?`,
        )
        .get(userId, now)
    : undefined;
  return satangCount((statements?.total ?? 0) + (live?.total ?? 0));
}

interface Counted {
  limits: Record<LimitPeriod, StoredLimit>;
  deposited: Record<LimitPeriod, Satang>;
  left: Satang | null;
}

function count(sandbox: Sandbox, userId: string, withLiveQr: boolean): Counted {
  const limits = readLimits(sandbox, userId);
  const now = sandbox.now();
  const deposited = {} as Record<LimitPeriod, Satang>;
  for (const period of LIMIT_PERIODS) {
    const since = periodStart(period, now, sandbox.brand.timeZone);
    deposited[period] = depositedSince(sandbox, userId, since, withLiveQr);
  }
  const left = depositRoom(
    LIMIT_PERIODS.map((period) => roomUnder(limits[period].amount, deposited[period])),
  );
  return { limits, deposited, left };
}

const wire = (satang: Satang | null) => (satang === null ? null : satangToBaht(satang));

/** The answer of `GET /api/account/deposit-limits`. */
export function depositLimitsOf(sandbox: Sandbox, userId: string): DepositLimits {
  const { limits, deposited, left } = count(sandbox, userId, true);
  return {
    limits: LIMIT_PERIODS.map((period) => {
      const limit = limits[period];
      return {
        period,
        amount: wire(limit.amount),
        pending: limit.pending
          ? { amount: wire(limit.pending.amount), appliesAt: iso(limit.pending.appliesAt) }
          : null,
        deposited: satangToBaht(deposited[period]),
        left: wire(roomUnder(limit.amount, deposited[period])),
      };
    }),
    left: wire(left),
  };
}

/** The member asks for `next` as the limit of `period` (rules: src/domain/rules/deposit-limits.ts). */
export function changeDepositLimit(
  sandbox: Sandbox,
  userId: string,
  period: LimitPeriod,
  next: Satang | null,
): void {
  const current = readLimits(sandbox, userId)[period];
  writeLimit(sandbox, userId, period, changeLimit(current, next, sandbox.now()));
}

/**
 * Refuses a deposit of `amount` that would pass one of the member's limits: 400
 * DEPOSIT_LIMIT with `details.left`, before any money or record moves. Only while the
 * sandbox plays a backend with its capabilities (the `features` setting): a backend without
 * `depositLimits` has no limits. `newQrCode`: the deposit is a new QR code, which cancels
 * the live one, so the live one is not counted.
 */
export function checkDepositLimit(
  sandbox: Sandbox,
  userId: string,
  amount: Satang,
  newQrCode = false,
): void {
  if (!featuresOn(sandbox)) return;
  const { left } = count(sandbox, userId, !newQrCode);
  if (!depositFits(amount, left)) {
    throw new ApiError(DEPOSIT_LIMIT, 400, undefined, { left: satangToBaht(left ?? amount) });
  }
}
