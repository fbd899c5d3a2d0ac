/**
 * The reality check, capability `realityCheck` (docs/api.md#reality-check): a module of its
 * own, as the reminder's timer is loaded on every member screen where the backend has it.
 */
import { type ApiResult, call } from './client';
import type { RealityCheck, RealityCheckSetting } from './types';

export const realityCheckPaths = { check: '/api/account/reality-check' } as const;

const INTERVALS: readonly number[] = [0, 30, 60, 120];

const timeOf = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

const numberOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * The reality check the wallet can act on: an interval it does not offer, or an answer
 * without its session's times, reads as no reminders (a reminder that cannot say the time
 * since the login is not shown).
 */
function normaliseRealityCheck(answer: unknown): RealityCheck {
  const body = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const now = timeOf(body.now);
  const sessionStartedAt = timeOf(body.sessionStartedAt);
  const interval = body.intervalMinutes;
  const known = typeof interval === 'number' && INTERVALS.includes(interval);
  const usable = known && now !== null && sessionStartedAt !== null;
  return {
    intervalMinutes: known ? (interval as RealityCheck['intervalMinutes']) : 0,
    now: now ?? new Date().toISOString(),
    sessionStartedAt: sessionStartedAt ?? now ?? new Date().toISOString(),
    answeredAt: timeOf(body.answeredAt),
    nextAt: usable ? timeOf(body.nextAt) : null,
    deposits: numberOf(body.deposits),
    withdrawals: numberOf(body.withdrawals),
    net: numberOf(body.net),
  };
}

const readCheck = (result: ApiResult<unknown>): ApiResult<RealityCheck> =>
  result.ok ? { ok: true, data: normaliseRealityCheck(result.data) } : result;

/** The reality check, capability `realityCheck` (docs/api.md#reality-check). */
export const realityCheckApi = {
  get: async () => readCheck(await call(`GET ${realityCheckPaths.check}`)),
  set: async (body: RealityCheckSetting) =>
    readCheck(await call(`PUT ${realityCheckPaths.check}`, { body })),
  /** Records "keep playing" on this session: no reminder before the next interval. */
  keepPlaying: async () => readCheck(await call(`POST ${realityCheckPaths.check}/answer`)),
};
