import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../context';
import type { SlipRow, StatementRow } from '../db/rows';
import { requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { pageOf, param } from '../lib/input';
import { settleSlips } from '../lib/slips';
import { slipOf, statementOf } from '../lib/views';

/** Statement and slip history, newest first, paged (docs/api.md#statement). */
export function statementRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  const count = (table: 'statements' | 'slips', userId: string) =>
    db
      .prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`)
      .get(userId)?.n ?? 0;

  route('POST /api/statement', async (request) => {
    const user = requireMember(sandbox, request);
    const { page, limit } = pageOf(request.body);
    settleSlips(sandbox, user.id);
    const rows = db
      .prepare<[string, number, number], StatementRow>(
        `SELECT * FROM statements WHERE user_id = ?
         ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(user.id, limit, (page - 1) * limit);
    return { total: count('statements', user.id), statements: rows.map(statementOf) };
  });

  route('POST /api/statement/slip', async (request) => {
    const user = requireMember(sandbox, request);
    const { page, limit } = pageOf(request.body);
    settleSlips(sandbox, user.id);
    const rows = db
      .prepare<[string, number, number], SlipRow>(
        `SELECT * FROM slips WHERE user_id = ?
         ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(user.id, limit, (page - 1) * limit);
    return { total: count('slips', user.id), slips: rows.map(slipOf) };
  });

  /** Where to see a slip: the uploaded image, or the sandbox's rendering of a seeded one. */
  route('GET /api/statement/slip/reference/:reference', async (request) => {
    const user = requireMember(sandbox, request);
    const reference = param(request.params.reference);
    const slip = db
      .prepare<[string, string], SlipRow>('SELECT * FROM slips WHERE user_id = ? AND reference = ?')
      .get(user.id, reference);
    if (!slip) throw new ApiError('NO_DATA', 404);
    const path = slip.file ?? `/api/media/slips/${encodeURIComponent(reference)}.svg`;
    return { url: `${sandbox.publicOrigin()}${path}` };
  });
}
