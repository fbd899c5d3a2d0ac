/**
 * The auto-login games of docs/api.md#auto-login, written once: the wallet builds
 * `GET /api/autoLogin/{game}/{username}[/{password}]` by them and the sandbox answers by
 * them. Game codes in any letter case.
 */

/** Games whose auto-login takes the username only. */
export const AUTO_LOGIN_USERNAME_ONLY: ReadonlySet<string> = new Set([
  'pg',
  'betflix',
  'areaslot',
  'joker2',
  'huayhd',
]);

/** Games whose auto-login takes the username and the password. */
export const AUTO_LOGIN_WITH_PASSWORD: ReadonlySet<string> = new Set([
  'askmebet',
  'imi',
  'usun',
  'circus',
  'slotracha',
  'pgslot',
]);

/** What a game's auto-login takes, or null for a game without auto-login. */
export function autoLoginNeeds(game: string): 'username' | 'password' | null {
  const key = game.toLowerCase();
  if (AUTO_LOGIN_USERNAME_ONLY.has(key)) return 'username';
  if (AUTO_LOGIN_WITH_PASSWORD.has(key)) return 'password';
  return null;
}

export function isAutoLoginGame(game: string): boolean {
  return autoLoginNeeds(game) !== null;
}
