/** "Play within limits" (docs/api.md#deposit-limits, docs/api.md#self-exclusion). */
import type { ApiError } from './api-error';
import { type ApiResult, call } from './client';
import type { DepositLimit, DepositLimitChange, DepositLimits, ExclusionRequest } from './types';

export const depositLimitsPaths = { limits: '/api/account/deposit-limits' } as const;

const PERIODS: readonly string[] = ['day', 'week', 'month'];

const amountOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

function limitOf(item: unknown): DepositLimit | null {
  if (!item || typeof item !== 'object') return null;
  const row = item as Record<string, unknown>;
  const period = row.period;
  if (typeof period !== 'string' || !PERIODS.includes(period)) return null;
  let pending: DepositLimit['pending'] = null;
  const wait = row.pending;
  if (wait && typeof wait === 'object') {
    const { amount, appliesAt } = wait as Record<string, unknown>;
    if (typeof appliesAt === 'string' && !Number.isNaN(Date.parse(appliesAt))) {
      pending = { amount: amountOf(amount), appliesAt };
    }
  }
  return {
    period: period as DepositLimit['period'],
    amount: amountOf(row.amount),
    pending,
    deposited: amountOf(row.deposited) ?? 0,
    left: amountOf(row.left),
  };
}

/**
 * The limits the wallet can show: a row of a period it does not know, or twice the same
 * period, is left out; an amount that is not a number reads as no limit.
 */
function normaliseLimits(answer: unknown): DepositLimits {
  const body = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const rows = Array.isArray(body.limits) ? body.limits : [];
  const limits: DepositLimit[] = [];
  for (const item of rows) {
    const limit = limitOf(item);
    if (limit && !limits.some((each) => each.period === limit.period)) limits.push(limit);
  }
  return { limits, left: amountOf(body.left) };
}

const read = (result: ApiResult<unknown>): ApiResult<DepositLimits> =>
  result.ok ? { ok: true, data: normaliseLimits(result.data) } : result;

/** The member's deposit limits, capability `depositLimits` (docs/api.md#deposit-limits). */
export const depositLimitsApi = {
  get: async () => read(await call(`GET ${depositLimitsPaths.limits}`)),
  set: async (change: DepositLimitChange) =>
    read(await call(`PUT ${depositLimitsPaths.limits}`, { body: change })),
};

/** `details.left` of a DEPOSIT_LIMIT refusal, when it is a number (anything else is ignored). */
export function depositLeftOf(error: ApiError): number | undefined {
  if (error.code !== 'DEPOSIT_LIMIT') return undefined;
  const { details } = error;
  if (!details || typeof details !== 'object' || !('left' in details)) return undefined;
  return amountOf(details.left) ?? undefined;
}

/** Time-out and self-exclusion, capability `selfExclusion` (docs/api.md#self-exclusion). */
export const selfExclusionApi = {
  /** Locks the account and ends every session of the member; answers the end. */
  exclude: (body: ExclusionRequest) => call('POST /api/account/self-exclusion', { body }),
};

/** `details.until` of a SELF_EXCLUDED refusal, when it is a readable time. */
export function excludedUntilOf(error: ApiError): string | undefined {
  if (error.code !== 'SELF_EXCLUDED') return undefined;
  const { details } = error;
  if (!details || typeof details !== 'object' || !('until' in details)) return undefined;
  const { until } = details;
  return typeof until === 'string' && !Number.isNaN(Date.parse(until)) ? until : undefined;
}
