import type { Locale } from '../../brands/types';
import { isMemberPath, opensOnHome } from './first-route';
import { loadMessages } from './messages';

/**
 * A member opening the wallet (the installed app starts at /user/home) would otherwise
 * wait for a chain of downloads, each starting when the one before has run: the main
 * script, then the member screens' code and texts, then the home screen's code. On a
 * 300 ms mobile connection that chain, not the bytes, is what keeps the balances off the
 * screen. With a stored token they are all started here, as soon as the main script runs
 * (on the home screen the early script has already asked for them and for the wallet:
 * docs/architecture.md#first-load); the lazy routes then find their chunks arriving (the
 * bundler loads each chunk once). A guest (no token) requests nothing: the guard sends
 * them to /login.
 */
export function startEarly(pathname: string, token: string | null, locale: Locale): void {
  if (!token || !isMemberPath(pathname)) return;
  const home = opensOnHome(pathname);
  // One request per task: all of them in one task was a 55-105 ms task at 4x CPU (script tags, fetches). The home
  // screen comes through member-home.ts, with the member screens: the chunks they share are
  // then downloaded once (the second import asks only for what the first did not).
  const steps: (() => void)[] = [
    () => void import('./member-routes').catch(() => undefined),
    ...(home
      ? [() => void import(/* webpackChunkName: "home" */ './member-home').catch(() => undefined)]
      : []),
    () => void loadMessages(locale, ['rest']).catch(() => undefined),
  ];
  const run = (index: number) => {
    steps[index]?.();
    if (index + 1 < steps.length) setTimeout(() => run(index + 1), 0);
  };
  run(0);
}
