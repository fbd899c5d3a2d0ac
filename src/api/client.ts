import { type SafeUrl, safeHttpUrl } from '../lib/safe-url';
import { ApiError, GONE, INVALID_TOKEN, isIdentityError, readRetryAfter } from './api-error';
import type { CallAnswer, CallInput, CallName } from './contract/calls';
import { earlyBody, takeEarlyResponse } from './early-answers';
import { API_BASE_URL, DEFAULT_TIMEOUT_MS, requestHeaders } from './request-basics';

/**
 * The one HTTP client (docs/api.md#conventions): base URL from PUBLIC_API_URL, 60 s time-out (300 s for
 * uploads), the bearer token when stored, `X-Requester: wallet-user` and the player's language
 * (`Accept-Language`) on every call.
 * It never throws: every call resolves to a result the screen can show.
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export { DEFAULT_TIMEOUT_MS };

export interface ClientHooks {
  /** The stored login, or null. */
  getToken(): string | null;
  /**
   * The player's language as a BCP 47 tag (`th`, `lo`, `en`), sent as `Accept-Language` so the
   * backend answers the texts it owns in it (docs/api.md#language); null sends none.
   */
  getLanguage(): string | null;
  /** The server says the site is gone. */
  onTerminated(): void;
  /** The login is missing, unknown or cannot be verified. */
  onSessionEnded(): void;
}

const hooks: ClientHooks = {
  getToken: () => null,
  getLanguage: () => null,
  onTerminated: () => {},
  onSessionEnded: () => {},
};

let baseUrl = API_BASE_URL;

/** Wired once by the app at start-up (the API layer does not know the router). */
export function configureClient(next: Partial<ClientHooks> & { baseUrl?: string }): void {
  if (next.getToken) hooks.getToken = next.getToken;
  if (next.getLanguage) hooks.getLanguage = next.getLanguage;
  if (next.onTerminated) hooks.onTerminated = next.onTerminated;
  if (next.onSessionEnded) hooks.onSessionEnded = next.onSessionEnded;
  if (next.baseUrl !== undefined) baseUrl = next.baseUrl.replace(/\/+$/, '');
}

/** Absolute URL of an API path or a server-relative media path. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An address that names its scheme (`https:`, `javascript:`, `data:`, ...). */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A URL or media path from the server, checked (src/lib/safe-url.ts): a path is on the API
 * host (docs/api.md#behaviour-the-wallet-relies-on, "Media"), an address with a scheme is
 * judged as it is (so `javascript:` is refused rather than made into a path). Null when it
 * is not a web address.
 */
export function safeApiUrl(value: unknown): SafeUrl | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  return safeHttpUrl(SCHEME.test(text) ? text : apiUrl(text), globalThis.location?.href);
}

/** The headers of every call (the upload's too, upload.ts). */
export function headers(json: boolean, idempotencyKey?: string): Record<string, string> {
  const result = requestHeaders({ language: hooks.getLanguage(), token: hooks.getToken() });
  if (json) result['Content-Type'] = 'application/json';
  if (idempotencyKey) result['Idempotency-Key'] = idempotencyKey;
  return result;
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body;
    return typeof message === 'string' ? message : null;
  }
  return null;
}

/** Response handling (docs/api.md#behaviour-the-wallet-relies-on), shared by fetch and upload calls. */
export function interpret(
  status: number,
  body: unknown,
  retryAfter?: string | null,
): ApiResult<unknown> {
  const message = messageOf(body);
  if (message === GONE) {
    hooks.onTerminated();
    return { ok: false, error: new ApiError('gone', GONE, status) };
  }
  if (status >= 200 && status < 300) return { ok: true, data: body };
  if (message === INVALID_TOKEN || status === 401) {
    const error = new ApiError('invalid-token', message ?? INVALID_TOKEN, status);
    hooks.onSessionEnded();
    return { ok: false, error };
  }
  const error = new ApiError(
    'server',
    message ?? `HTTP_${status}`,
    status,
    readRetryAfter(retryAfter),
    body && typeof body === 'object' && 'details' in body ? body.details : undefined,
  );
  if (isIdentityError(error)) hooks.onSessionEnded();
  return { ok: false, error };
}

/** `promise`, or a rejection once `signal` aborts: a taken early answer obeys the call's time-out. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A money order's key (docs/api.md#idempotency-key): the same key for its every retry. */
  idempotencyKey?: string;
}

/** What a call takes besides its name: what the contract says it sends, and how to send it. */
export type CallRequest<Name extends CallName> = CallInput<Name> & CallOptions;

/** The request of a call; one that sends nothing of its own may leave it out. */
export type RequestArgs<Name extends CallName> =
  Partial<CallRequest<Name>> extends CallRequest<Name>
    ? [request?: CallRequest<Name>]
    : [request: CallRequest<Name>];

/** The request of any call, as the implementations of `call` and `normalised` take it. */
export interface AnyCallRequest extends CallOptions {
  params?: Record<string, string>;
  body?: unknown;
}

/**
 * The answer to a read of `path` that the head's early script has already received for this
 * login and language (early-answers.ts), or undefined: what the first render of its screen
 * may show while the call itself takes the answer.
 */
export function earlyAnswer(path: string): unknown {
  return earlyBody(apiUrl(path), { language: hooks.getLanguage(), token: hooks.getToken() });
}

/** The path of a call (`/api/wallet/account/:code`) with its parameters filled in, each escaped. */
export function pathOf(pattern: string, params?: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(params?.[name] ?? ''),
  );
}

/**
 * A call of the contract (src/api/contract/) by its name, `METHOD path`: its path
 * parameters and JSON body are typed by the contract's schemas, and so is its answer, which
 * is not checked at run time. An answer that may come in variants
 * (docs/api.md#required-and-optional) is read through its normaliser instead, by
 * `normalised` (src/api/normalise/).
 */
export function call<Name extends CallName>(
  name: Name,
  ...request: RequestArgs<Name>
): Promise<ApiResult<CallAnswer<Name>>>;
export async function call(name: CallName, request?: AnyCallRequest): Promise<ApiResult<unknown>> {
  const [method = '', pattern = ''] = name.split(' ');
  // POST and PUT always carry a JSON body, `{}` when the call has no fields.
  const body = request?.body ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
  const timeout = AbortSignal.timeout(request?.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = request?.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const hasBody = body !== undefined;
  try {
    const url = apiUrl(pathOf(pattern, request?.params));
    // A read the head's early script already sent for this login and language
    // (early-answers.ts); should it have failed, the call asks again.
    const early =
      method === 'GET'
        ? takeEarlyResponse(url, { language: hooks.getLanguage(), token: hooks.getToken() })
        : null;
    const response =
      (early &&
        (await untilAborted(
          early.catch(() => null),
          signal,
        ))) ??
      (await fetch(url, {
        method,
        headers: headers(hasBody, request?.idempotencyKey),
        body: hasBody ? JSON.stringify(body) : undefined,
        signal,
      }));
    return interpret(
      response.status,
      await readBody(response),
      response.headers.get('Retry-After'),
    );
  } catch (cause) {
    if (timeout.aborted) return { ok: false, error: new ApiError('timeout', 'timeout') };
    if (request?.signal?.aborted) return { ok: false, error: new ApiError('aborted', 'aborted') };
    void cause;
    return { ok: false, error: new ApiError('network', 'network') };
  }
}

/** For SWR fetchers: SWR keeps a thrown error as the key's `error`. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  throw settled.error;
}
