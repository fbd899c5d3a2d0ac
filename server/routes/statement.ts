import type { FastifyInstance } from 'fastify';
import type { SlipList, SlipReference, StatementList } from '../../src/api/types';
import type { Sandbox } from '../context';
import type { SlipRow, StatementRow } from '../db/rows';
import { requireMember } from '../lib/auth';
import { ApiError } from '../lib/errors';
import { bodyOf, pageOf, param } from '../lib/input';
import { settleSlips } from '../lib/slips';
import { slipOf, statementOf } from '../lib/views';

/** Statement and slip history, newest first, paged (docs/api.md#statement). */
export function statementRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const { db } = sandbox;

  const count = (table: 'statements' | 'slips', userId: string) =>
    db
      .prepare<[string], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`)
      .get(userId)?.n ?? 0;

  app.post('/api/statement', async (request): Promise<StatementList> => {
    const user = requireMember(sandbox, request);
    const { page, limit } = pageOf(bodyOf(request));
    settleSlips(sandbox, user.id);
    const rows = db
      .prepare<[string, number, number], StatementRow>(
        `SELECT * FROM statements WHERE user_id = ?
         ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(user.id, limit, (page - 1) * limit);
    return { total: count('statements', user.id), statements: rows.map(statementOf) };
  });

  app.post('/api/statement/slip', async (request): Promise<SlipList> => {
    const user = requireMember(sandbox, request);
    const { page, limit } = pageOf(bodyOf(request));
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
  app.get<{ Params: { reference: string } }>(
    '/api/statement/slip/reference/:reference',
    async (request): Promise<SlipReference> => {
      const user = requireMember(sandbox, request);
      const reference = param(request.params.reference);
      const slip = db
        .prepare<[string, string], SlipRow>(
          'SELECT * FROM slips WHERE user_id = ? AND reference = ?',
        )
        .get(user.id, reference);
      if (!slip) throw new ApiError('NO_DATA', 404);
      const path = slip.file ?? `/api/media/slips/${encodeURIComponent(reference)}.svg`;
      return { url: `${sandbox.publicOrigin()}${path}` };
    },
  );
}
