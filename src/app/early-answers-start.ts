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

const token = readToken();
if (token && opensOnHome(window.location.pathname)) {
  const stored = readLocal('locale');
  // The language the app will send: the stored choice, else the brand's default, which
  // the static shell's <html lang> already names.
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
}
