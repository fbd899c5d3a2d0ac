import { type ApiResult, type WalletResult, walletApi } from '../api';

/**
 * The wallet answer requested at start-up, before React and the home screen's code have
 * arrived (src/app/early-start.ts): on a slow connection the balances then wait for one
 * round trip in parallel with the scripts instead of one after them. The wallet query takes
 * it once, as its first fetch; an answer older than PREFETCH_MAX_AGE_MS is not used (the
 * player may have spent meanwhile), and every later fetch asks the server again.
 *
 * Kept apart from wallet.ts so that the main bundle, which starts it, does not carry SWR.
 */
const PREFETCH_MAX_AGE_MS = 10_000;

let early: { answer: Promise<ApiResult<WalletResult>>; at: number } | null = null;

export function prefetchWallet(): void {
  early = { answer: walletApi.wallet(), at: Date.now() };
}

/** The prefetched answer, once, while it is fresh; null otherwise. */
export function takePrefetchedWallet(): Promise<ApiResult<WalletResult>> | null {
  const taken = early;
  early = null;
  if (!taken || Date.now() - taken.at > PREFETCH_MAX_AGE_MS) return null;
  return taken.answer;
}
