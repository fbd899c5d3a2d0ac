import { get } from './client';
import type { AutoLoginResult } from './types';

/**
 * GET /api/autoLogin/{game}/{username}[/{password}] (docs/api.md#auto-login): the password
 * goes into the path when given; which games take it is the domain's rule
 * (src/domain/rules/auto-login.ts).
 */
export function autoLoginPath(game: string, username: string, password: string | null): string {
  const key = game.toLowerCase();
  const base = `/api/autoLogin/${encodeURIComponent(key)}/${encodeURIComponent(username)}`;
  return password === null ? base : `${base}/${encodeURIComponent(password)}`;
}

export const autoLoginApi = {
  link: (game: string, username: string, password: string | null) =>
    get<AutoLoginResult>(autoLoginPath(game, username, password)),
};
