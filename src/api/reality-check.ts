/**
 * The reality check, capability `realityCheck` (docs/api.md#reality-check): the read, in a
 * small module of its own, as every member screen makes it where the backend has the
 * capability; the calls that change it are in reality-check-answer.ts, with the screens
 * that make them.
 */
import { type ApiResult, call } from './client';
import type { RealityCheck } from './types';

export const realityCheckPaths = { check: '/api/account/reality-check' } as const;

const timeOf = (value: unknown) =>
  typeof value === 'string' && Date.parse(value) >= 0 ? value : null;

const amountOf = (value: unknown) => (Number.isFinite(value) ? (value as number) : 0);

/**
 * The reality check the wallet can act on: an interval it does not offer, or an answer
 * without its times, reads as no reminders (a reminder that cannot say the time since the
 * login is not shown).
 */
function normaliseRealityCheck(answer: unknown): RealityCheck {
  const body = (answer ?? {}) as Record<string, unknown>;
  const now = timeOf(body.now);
  const sessionStartedAt = timeOf(body.sessionStartedAt);
  const interval = body.intervalMinutes;
  const known = interval === 30 || interval === 60 || interval === 120;
  return {
    intervalMinutes: known ? interval : 0,
    now: now ?? '',
    sessionStartedAt: sessionStartedAt ?? '',
    answeredAt: timeOf(body.answeredAt),
    nextAt: known && now && sessionStartedAt ? timeOf(body.nextAt) : null,
    deposits: amountOf(body.deposits),
    withdrawals: amountOf(body.withdrawals),
    net: amountOf(body.net),
  };
}

/** A reality check answer as the wallet reads it (a refusal as it came). */
export const readRealityCheck = (result: ApiResult<unknown>): ApiResult<RealityCheck> =>
  result.ok ? { ok: true, data: normaliseRealityCheck(result.data) } : result;

/** The calling session's reality check, capability `realityCheck` (docs/api.md#reality-check). */
export const realityCheckApi = {
  get: async () => readRealityCheck(await call(`GET ${realityCheckPaths.check}`)),
};
