// The head's early script (docs/architecture.md#first-load): a file of its own, loaded
// `async` from index.html, that runs while the main script is still downloading. On a
// 300 ms phone connection the balances otherwise wait for the main script to arrive and
// run before the wallet read is even sent; here it is sent one round trip after the HTML,
// and the client takes its answer (src/api/early-answers.ts). Kept to a few hundred bytes:
// storage, the request's basics, nothing of React.
import type { CallName } from '../api/contract/calls';
import { leaveEarlyRequest } from '../api/early-answers';
import { API_BASE_URL, DEFAULT_TIMEOUT_MS, requestHeaders } from '../api/request-basics';
import { intlLocale, isLocale } from '../lib/locale';
import { readLocal, readToken } from '../lib/storage';
import { opensOnHome } from './first-route';

/** The read sent early, a call of the contract: a renamed path does not compile. */
const WALLET_READ = 'GET /api/wallet' satisfies CallName;

/**
 * What the home screen's first render needs besides the main scripts, written by the build
 * on this script's tag (scripts/rsbuild-shell.ts, `homePlan`): its code, and the member
 * screens' texts in `language` (a BCP 47 tag, as `<html lang>` has it).
 */
function homeNeeds(script: HTMLOrSVGScriptElement | null, language: string | null): string[] {
  if (!(script instanceof HTMLScriptElement)) return [];
  const list = (name: string) => (script.getAttribute(name) ?? '').split(' ').filter(Boolean);
  return [...list('data-home-code'), ...(language ? list(`data-home-texts-${language}`) : [])];
}

/** Asks for a script now; the bundler's own `<script>` for it later takes the answer. */
function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

// Read while this script runs: `currentScript` is null once it has.
const script = document.currentScript;
const token = readToken();
if (token && opensOnHome(window.location.pathname)) {
  // The language the app will use: the stored choice, else the brand's default, which
  // the static shell's <html lang> already names.
  const stored = readLocal('locale');
  const language = isLocale(stored) ? intlLocale(stored) : document.documentElement.lang || null;
  const url = `${API_BASE_URL}${WALLET_READ.slice('GET '.length)}`;
  leaveEarlyRequest({
    url,
    token,
    language,
    at: Date.now(),
    response: fetch(url, {
      headers: requestHeaders({ language, token }),
      signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    }),
  });
  for (const href of homeNeeds(script, language)) preload(href);
}
