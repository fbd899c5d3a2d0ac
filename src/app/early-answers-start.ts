// The head's early script (docs/architecture.md#first-load): a file of its own, loaded
// `async` from index.html, that runs while the main script is still downloading. On a
// 300 ms phone connection the balances otherwise wait for the main script to arrive and
// run before the wallet read is even sent; here it is sent one round trip after the HTML,
// and the client takes its answer (src/api/early-answers.ts). With it, what the first
// screen needs besides the main scripts (a member's home screen: its code and texts; a
// guest's login screen: its texts) is asked for at once instead of after them; and the
// member's total balance is written into the static shell as soon as it is answered
// (early-balance.ts), and a guest gets the login screen's form in it (early-login.ts).
// Kept to a couple of kilobytes: storage, the request's basics, the wallet's normaliser
// and amount format, nothing of React.
import type { CallName } from '../api/contract/calls';
import { leaveEarlyRequest } from '../api/early-answers';
import { API_BASE_URL, DEFAULT_TIMEOUT_MS, requestHeaders } from '../api/request-basics';
import { intlLocale, isLocale, localeOfTag } from '../lib/locale';
import { readLocal, readToken } from '../lib/storage';
import { type EarlyBalanceTexts, paintEarlyBalance, readTagJson } from './early-balance';
import { type EarlyLoginTexts, showEarlyLogin } from './early-login';
import { opensLoginForGuest, opensOnHome } from './first-route';

/** The read sent early, a call of the contract: a renamed path does not compile. */
const WALLET_READ = 'GET /api/wallet' satisfies CallName;

/**
 * Addresses the build wrote on this script's tag (scripts/rsbuild-shell.ts,
 * `firstScreenPlan`): `data-<name>`, a space-separated list.
 */
function listed(script: HTMLOrSVGScriptElement | null, name: string): string[] {
  return (script?.getAttribute(`data-${name}`) ?? '').split(' ').filter(Boolean);
}

/** Asks for a script now; the bundler's own `<script>` for it later takes the answer. */
function preload(href: string): void {
  document.head.append(
    Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href }),
  );
}

// Read while this script runs: `currentScript` is null once it has.
const script = document.currentScript;
const token = readToken();
// The language the app will use: the stored choice, else the brand's default, which the
// static shell's <html lang> already names.
const stored = readLocal('locale');
const locale = isLocale(stored) ? stored : localeOfTag(document.documentElement.lang);
const language = locale ? intlLocale(locale) : null;
if (!token) {
  // A guest's first screen is the login screen, or leads to it (boot.tsx waits for its texts).
  for (const href of listed(script, `login-texts-${language}`)) preload(href);
  if (opensLoginForGuest(window.location.pathname)) {
    showEarlyLogin(readTagJson<EarlyLoginTexts>(script?.getAttribute('data-login')), language);
  }
} else if (opensOnHome(window.location.pathname)) {
  const url = `${API_BASE_URL}${WALLET_READ.slice('GET '.length)}`;
  const response = fetch(url, {
    headers: requestHeaders({ language, token }),
    signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
  });
  const body = leaveEarlyRequest({ url, token, language, at: Date.now(), response });
  for (const href of [
    ...listed(script, 'home-code'),
    ...listed(script, `home-texts-${language}`),
  ]) {
    preload(href);
  }
  const texts = readTagJson<EarlyBalanceTexts>(script?.getAttribute('data-balance'));
  if (texts && language) void paintEarlyBalance(body, texts, language);
}
