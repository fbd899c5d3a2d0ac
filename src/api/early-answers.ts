import { GONE } from './error-codes';
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
const BODY = '__walletEarlyBody';
type Holder = {
  [KEY]?: EarlyRequest;
  [BODY]?: RequestIdentity & { url: string; at: number; body: unknown };
};

/**
 * Leaves a request sent now for the client to take (one at a time: the wallet read), and
 * reads a copy of its answer as soon as it arrives, before the client can read the answer
 * itself: the static shell writes the total from it (src/app/early-balance.ts) and the
 * first render of its screen shows it (earlyBody). Resolves to that body: a 2xx answer's
 * JSON, not the end of the member's session (`GONE`, which the client acts on); undefined
 * for anything else.
 */
export function leaveEarlyRequest(request: EarlyRequest): Promise<unknown> {
  // Nobody may await it (the player left the page, or the client asked anew): a failed
  // request must not be reported as an unhandled rejection.
  request.response.catch(() => undefined);
  const holder = globalThis as Holder;
  holder[KEY] = request;
  const { url, token, language, at } = request;
  return request.response
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then(
      (body: unknown) => {
        if ((body as { message?: unknown } | undefined)?.message === GONE) return undefined;
        if (body !== undefined) holder[BODY] = { url, token, language, at, body };
        return body;
      },
      () => undefined,
    );
}

/**
 * The body of the early answer of `url` (leaveEarlyRequest) when it was asked as the client
 * would ask now and is fresh, else undefined. Not taken: every render until the client's
 * own call has settled may show it.
 */
export function earlyBody(url: string, identity: RequestIdentity, now = Date.now()): unknown {
  const kept = (globalThis as Holder)[BODY];
  const same =
    kept?.url === url && kept.token === identity.token && kept.language === identity.language;
  return same && now - kept.at <= EARLY_ANSWER_MAX_AGE_MS ? kept.body : undefined;
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
