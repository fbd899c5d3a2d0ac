/**
 * The reality check, capability `realityCheck` (docs/api.md#reality-check): a module of its
 * own and kept small, as every member screen reads it where the backend has the capability.
 */
import { type ApiResult, call } from './client';
import type { RealityCheck, RealityCheckSetting } from './types';

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

const read = (result: ApiResult<unknown>): ApiResult<RealityCheck> =>
  result.ok ? { ok: true, data: normaliseRealityCheck(result.data) } : result;

/** The reality check, capability `realityCheck` (docs/api.md#reality-check). */
export const realityCheckApi = {
  get: async () => read(await call(`GET ${realityCheckPaths.check}`)),
  set: async (body: RealityCheckSetting) =>
    read(await call(`PUT ${realityCheckPaths.check}`, { body })),
  /** Records "keep playing" on this session: no reminder before the next interval. */
  keepPlaying: async () => read(await call(`POST ${realityCheckPaths.check}/answer`)),
};
