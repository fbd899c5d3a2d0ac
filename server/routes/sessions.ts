import type { FastifyInstance } from 'fastify';
import { deviceName } from '../../src/domain/rules/user-agent';
import type { Sandbox } from '../context';
import { bearer, requireMember, revokeOtherSessions, revokeToken } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { fail } from '../lib/errors';
import { requireFeature } from '../lib/features';
import { param } from '../lib/input';
import { OK } from '../lib/ok';
import { iso } from '../lib/time';

interface SessionRow {
  token: string;
  id: string;
  user_agent: string;
  created_at: number;
  last_active_at: number;
}

/**
 * The member's signed-in devices, capability `sessions` (docs/api.md#signed-in-devices): the
 * live sessions, named by an id of their own (a token never leaves the device that holds it),
 * each of which the member can end; an ended session is logged out as by its own logout.
 */
export function sessionRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  route('GET /api/account/sessions', async (request) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    const token = bearer(request);
    const rows = db
      .prepare<[string, number], SessionRow>(
        `SELECT token, id, user_agent, created_at, last_active_at FROM sessions
         WHERE user_id = ? AND expires_at > ? ORDER BY last_active_at DESC, created_at DESC`,
      )
      .all(user.id, sandbox.now());
    return rows.map((row) => {
      const { browser, system } = deviceName(row.user_agent);
      return {
        id: row.id,
        ...(browser ? { browser } : {}),
        ...(system ? { system } : {}),
        userAgent: row.user_agent,
        createdAt: iso(row.created_at),
        lastActiveAt: iso(row.last_active_at),
        current: row.token === token,
      };
    });
  });

  route('DELETE /api/account/sessions/:id', async (request) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    const id = param(request.params.id);
    // Another member's session id is answered as an unknown one: the id tells nothing.
    const row = db
      .prepare<[string, string], { token: string }>(
        'SELECT token FROM sessions WHERE id = ? AND user_id = ?',
      )
      .get(id, user.id);
    if (!row) return fail('NO_DATA', 404);
    revokeToken(sandbox, row.token);
    return OK;
  });

  route('POST /api/account/sessions/logout-others', async (request) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    revokeOtherSessions(sandbox, user.id, bearer(request) ?? '');
    return OK;
  });
}
