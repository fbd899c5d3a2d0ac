import type { RequestIdentity } from './request-basics';

/**
 * Answers asked for by the head's early script (src/app/early-answers-start.ts) while the
 * main script was still downloading (docs/architecture.md#first-load). The two scripts are
 * separate files, so they meet on one global: the early script leaves its requests there,
 * and the client (client.ts) takes a matching one, once, instead of asking again.
 */
export interface EarlyRequest extends RequestIdentity {
  url: string;
  /** Date.now() when it was sent. */
  at: number;
  response: Promise<Response>;
}

/** An answer older than this is not taken: the player may have spent meanwhile. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

const KEY = '__walletEarlyRequest';
type Holder = { [KEY]?: EarlyRequest };

/** Leaves a request sent now for the client to take (one at a time: the wallet read). */
export function leaveEarlyRequest(request: EarlyRequest): void {
  // Nobody may await it (the player left the page, or the client asked anew): a failed
  // request must not be reported as an unhandled rejection.
  request.response.catch(() => undefined);
  (globalThis as Holder)[KEY] = request;
}

/**
 * The early answer of `url` when it was asked as the client would ask now (the same login
 * and language) and is fresh; taken once. Null otherwise, and the client asks the server.
 */
export function takeEarlyResponse(
  url: string,
  identity: RequestIdentity,
  now = Date.now(),
): Promise<Response> | null {
  const holder = globalThis as Holder;
  const request = holder[KEY];
  if (request?.url !== url) return null;
  holder[KEY] = undefined;
  const fresh = now - request.at <= EARLY_ANSWER_MAX_AGE_MS;
  const same = request.token === identity.token && request.language === identity.language;
  return fresh && same ? request.response : null;
}
