/**
 * Whether `pathname` opens on the home screen, whose balances are the first thing a
 * returning member waits for (`/user` and `/user/home`): the early script sends the wallet
 * read for it (early-answers-start.ts), and start-up brings the home screen's code
 * (early-start.ts).
 */
export function opensOnHome(pathname: string): boolean {
  return /^\/user(\/(home)?)?\/?$/.test(pathname);
}

/** Whether `pathname` is a member screen (under /user). */
export function isMemberPath(pathname: string): boolean {
  return /^\/user(\/|$)/.test(pathname);
}

/**
 * Whether a guest (no stored token) opening `pathname` lands on the login screen: /login
 * itself, and the member screens and `/`, whose guard sends a guest there (src/app/routes.tsx).
 * The early script shows them the shell's login form (early-login.ts).
 */
export function opensLoginForGuest(pathname: string): boolean {
  return pathname === '/login' || pathname === '/' || isMemberPath(pathname);
}
