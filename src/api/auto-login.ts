import { call } from './client';

/**
 * GET /api/autoLogin/{game}/{username}[/{password}] (docs/api.md#auto-login): the password
 * goes into the path when given; which games take it is the domain's rule
 * (src/domain/rules/auto-login.ts).
 */
export const autoLoginApi = {
  link: (game: string, username: string, password: string | null) => {
    const key = game.toLowerCase();
    return password === null
      ? call('GET /api/autoLogin/:game/:username', { params: { game: key, username } })
      : call('GET /api/autoLogin/:game/:username/:password', {
          params: { game: key, username, password },
        });
  },
};
