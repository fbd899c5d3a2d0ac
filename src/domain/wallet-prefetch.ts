import { type ApiResult, type WalletResult, walletApi } from '../api';
import { readToken } from '../lib/storage';

/**
 * The wallet answer requested at start-up, before React and the home screen's code have
 * arrived (src/app/early-start.ts): on a slow connection the balances then wait for one
 * round trip in parallel with the scripts instead of one after them. The wallet query takes
 * it once, as its first fetch, and only:
 * - while it is under PREFETCH_MAX_AGE_MS old (the player may have spent meanwhile);
 * - for the login it was asked with: after a logout and another login, a member never
 *   sees the previous member's balances.
 * Every later fetch asks the server again.
 *
 * Kept apart from wallet.ts so that the main bundle, which starts it, does not carry SWR.
 */
const PREFETCH_MAX_AGE_MS = 10_000;

let early: { answer: Promise<ApiResult<WalletResult>>; at: number; token: string } | null = null;

/** Asks for the wallet now, with the stored login; nothing without one. */
export function prefetchWallet(): void {
  const token = readToken();
  early = token ? { answer: walletApi.wallet(), at: Date.now(), token } : null;
}

/** The prefetched answer, once, while it is fresh and the same login is stored; else null. */
export function takePrefetchedWallet(): Promise<ApiResult<WalletResult>> | null {
  const taken = early;
  early = null;
  if (!taken || Date.now() - taken.at > PREFETCH_MAX_AGE_MS) return null;
  if (readToken() !== taken.token) return null;
  return taken.answer;
}
