import { get } from './client';
import type { AutoLoginResult } from './types';

/** Games whose auto-login needs only the username (docs/api.md#auto-login); the others also need the password. */
const USERNAME_ONLY = new Set(['pg', 'betflix', 'areaslot', 'joker2', 'huayhd']);
const WITH_PASSWORD = new Set(['askmebet', 'imi', 'usun', 'circus', 'slotracha', 'pgslot']);

export function isAutoLoginGame(game: string): boolean {
  const key = game.toLowerCase();
  return USERNAME_ONLY.has(key) || WITH_PASSWORD.has(key);
}

/** GET /api/autoLogin/{game}/{username}[/{password}] by the per-game rule of docs/api.md#auto-login. */
export function autoLoginPath(game: string, username: string, password: string): string {
  const key = game.toLowerCase();
  const base = `/api/autoLogin/${encodeURIComponent(key)}/${encodeURIComponent(username)}`;
  return USERNAME_ONLY.has(key) ? base : `${base}/${encodeURIComponent(password)}`;
}

export const autoLoginApi = {
  link: (game: string, username: string, password: string) =>
    get<AutoLoginResult>(autoLoginPath(game, username, password)),
};
