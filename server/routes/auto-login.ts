import type { FastifyInstance, FastifyRequest } from 'fastify';
import { autoLoginNeeds } from '../../src/domain/rules/auto-login';
import type { Sandbox } from '../context';
import type { GameAccountRow } from '../db/rows';
import { requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { param } from '../lib/input';

/**
 * GET /api/autoLogin/{game}/{username}[/{password}] (docs/api.md#auto-login): checks the member's game
 * account and answers a link to the sandbox's stand-in game page.
 */
export function autoLoginRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const link = (
    request: FastifyRequest,
    rawGame: string,
    rawUser: string,
    rawPassword?: string,
  ) => {
    const user = requireMember(sandbox, request);
    const game = param(rawGame).toLowerCase();
    const username = param(rawUser);
    const needs = autoLoginNeeds(game);
    if (!needs) throw new ApiError('NO_GAME');
    const needsPassword = needs === 'password';
    const account = sandbox.db
      .prepare<[string, string], GameAccountRow>(
        'SELECT * FROM game_accounts WHERE user_id = ? AND game_code = ? AND is_active = 1',
      )
      .get(user.id, game);
    if (!account) throw new ApiError('SLOT_NO_ACCOUNT');
    if (account.username !== username) throw new ApiError('WRONG_CREDENTIAL');
    if (needsPassword) {
      const password = param(rawPassword);
      if (account.password !== password) throw new ApiError('WRONG_CREDENTIAL');
    }
    const query = new URLSearchParams({ game, user: username, session: Date.now().toString(36) });
    return { link: `${sandbox.publicOrigin()}/api/media/game.html?${query}` };
  };
  route('GET /api/autoLogin/:game/:username', async (request) =>
    link(request, request.params.game, request.params.username),
  );
  route('GET /api/autoLogin/:game/:username/:password', async (request) =>
    link(request, request.params.game, request.params.username, request.params.password),
  );
}
