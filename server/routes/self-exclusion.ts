import type { FastifyInstance } from 'fastify';
import { exclusionEnd, lengthened } from '../../src/domain/rules/self-exclusion';
import type { Sandbox } from '../context';
import { requireMember, revokeOtherSessions } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { requireFeature } from '../lib/features';
import { rawText } from '../lib/input';
import { loginGuard } from '../lib/login-limits';
import { iso } from '../lib/time';

/**
 * Time-out and self-exclusion, capability `selfExclusion` (docs/api.md#self-exclusion): the
 * member, with their password, locks their account for a break or an exclusion; every
 * session ends at once and no login opens one before the end (lib/self-exclusion.ts). There
 * is no call that shortens it: a second request can only move the end later.
 */
export function selfExclusionRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  // The login's counts (the same keys): a stolen token cannot guess the password here.
  const guard = loginGuard(app, sandbox.counters, sandbox.loginLimits);

  route('POST /api/account/self-exclusion', async (request, reply) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    const { period } = request.body;
    const password = rawText(request.body, 'password', 100);
    await guard.checkPassword(request, reply, user, password);
    const now = sandbox.now();
    const asked = exclusionEnd(period, now, sandbox.brand.timeZone);
    // The end in force read again after the password's check: two requests at once (a 5
    // years and a 24 hours) must not leave the shorter one in force.
    const until = sandbox.db.transaction(() => {
      const current = sandbox.db
        .prepare<[string], { excluded_until: number | null }>(
          'SELECT excluded_until FROM users WHERE id = ?',
        )
        .get(user.id);
      const end = lengthened(current?.excluded_until ?? null, asked);
      sandbox.db.prepare('UPDATE users SET excluded_until = ? WHERE id = ?').run(end, user.id);
      return end;
    })();
    // Logged out everywhere, this device included: no token of the member is left.
    revokeOtherSessions(sandbox, user.id, '');
    sandbox.log(`${user.username} excluded until ${iso(until)}`);
    return { until: iso(until) };
  });
}
