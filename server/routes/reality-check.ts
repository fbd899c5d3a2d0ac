import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RealityCheck } from '../../src/api/types';
import { type Satang, satangCount, satangToBaht } from '../../src/domain/rules/money';
import {
  isRealityInterval,
  nextRealityCheck,
  type RealityInterval,
} from '../../src/domain/rules/reality-check';
import type { Sandbox } from '../context';
import { bearer, requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { requireFeature } from '../lib/features';
import { iso } from '../lib/time';

interface SessionClock {
  token: string;
  userId: string;
  startedAt: number;
  answeredAt: number | null;
  interval: RealityInterval;
}

/** The session of the request's token: when its login was and when the player last answered. */
function sessionOf(sandbox: Sandbox, request: FastifyRequest): SessionClock {
  const user = requireMember(sandbox, request);
  const token = bearer(request) ?? '';
  const row = sandbox.db
    .prepare<[string], { created_at: number; reality_answered_at: number | null }>(
      'SELECT created_at, reality_answered_at FROM sessions WHERE token = ?',
    )
    .get(token);
  if (!row) throw new ApiError('NO_DATA', 404);
  return {
    token,
    userId: user.id,
    startedAt: row.created_at,
    answeredAt: row.reality_answered_at,
    interval: isRealityInterval(user.reality_interval) ? user.reality_interval : 0,
  };
}

/** What the member's `type` statements credited or paid out since `since` (final ones only). */
function movedSince(sandbox: Sandbox, userId: string, type: string, since: number): Satang {
  const row = sandbox.db
    .prepare<[string, string, number], { total: number }>(
      `SELECT COALESCE(SUM(amount), 0) AS total FROM statements
       WHERE user_id = ? AND statement_type = ? AND status = 'SUCCESS' AND created_at >= ?`,
    )
    .get(userId, type, since);
  return satangCount(row?.total ?? 0);
}

/** `now`: the one instant the answer is of (an answer's `now` is its `answeredAt`). */
function answerOf(sandbox: Sandbox, session: SessionClock, now = sandbox.now()): RealityCheck {
  const deposits = movedSince(sandbox, session.userId, 'deposit', session.startedAt);
  const withdrawals = movedSince(sandbox, session.userId, 'withdraw', session.startedAt);
  const next = nextRealityCheck(session.startedAt, session.interval, session.answeredAt);
  return {
    intervalMinutes: session.interval,
    now: iso(now),
    sessionStartedAt: iso(session.startedAt),
    answeredAt: session.answeredAt === null ? null : iso(session.answeredAt),
    nextAt: next === null ? null : iso(next),
    deposits: satangToBaht(deposits),
    withdrawals: satangToBaht(withdrawals),
    net: satangToBaht(satangCount(deposits - withdrawals)),
  };
}

/**
 * The reality check, capability `realityCheck` (docs/api.md#reality-check): the member picks
 * an interval (kept with the member, for every session); each session counts from its own
 * login and keeps when the player last chose to keep playing, so a reload or another tab
 * of the same session sees the same due time (rules: src/domain/rules/reality-check.ts).
 * The net is of the sandbox's own credited deposits and withdrawals since the login.
 */
export function realityCheckRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);

  route('GET /api/account/reality-check', async (request) => {
    requireFeature(sandbox);
    return answerOf(sandbox, sessionOf(sandbox, request));
  });

  route('PUT /api/account/reality-check', async (request) => {
    requireFeature(sandbox);
    const session = sessionOf(sandbox, request);
    const { intervalMinutes } = request.body;
    if (!isRealityInterval(intervalMinutes)) throw new ApiError('KEY_INVALID');
    sandbox.db
      .prepare('UPDATE users SET reality_interval = ? WHERE id = ?')
      .run(intervalMinutes, session.userId);
    return answerOf(sandbox, { ...session, interval: intervalMinutes });
  });

  route('POST /api/account/reality-check/answer', async (request) => {
    requireFeature(sandbox);
    const session = sessionOf(sandbox, request);
    const now = sandbox.now();
    sandbox.db
      .prepare('UPDATE sessions SET reality_answered_at = ? WHERE token = ?')
      .run(now, session.token);
    return answerOf(sandbox, { ...session, answeredAt: now }, now);
  });
}
