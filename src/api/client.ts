import { type SafeUrl, safeHttpUrl } from '../lib/safe-url';
import { ApiError, GONE, INVALID_TOKEN, isIdentityError, readRetryAfter } from './api-error';

/**
 * The one HTTP client (docs/api.md#conventions): base URL from PUBLIC_API_URL, 60 s time-out (300 s for
 * uploads), the bearer token when stored, `X-Requester: wallet-user` and the player's language
 * (`Accept-Language`) on every call.
 * It never throws: every call resolves to a result the screen can show.
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export const DEFAULT_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 300_000;

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

let baseUrl = (import.meta.env.PUBLIC_API_URL ?? '').replace(/\/+$/, '');

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

function headers(json: boolean, idempotencyKey?: string): Record<string, string> {
  const result: Record<string, string> = {
    'X-Requester': 'wallet-user',
    Accept: 'application/json',
  };
  if (json) result['Content-Type'] = 'application/json';
  const language = hooks.getLanguage();
  if (language) result['Accept-Language'] = language;
  const token = hooks.getToken();
  if (token) result.Authorization = `Bearer ${token}`;
  if (idempotencyKey) result['Idempotency-Key'] = idempotencyKey;
  return result;
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    return typeof message === 'string' ? message : null;
  }
  return null;
}

/** Response handling (docs/api.md#behaviour-the-wallet-relies-on), shared by fetch and upload calls. */
export function interpret<T>(
  status: number,
  body: unknown,
  retryAfter: string | null = null,
): ApiResult<T> {
  const message = messageOf(body);
  if (message === GONE) {
    hooks.onTerminated();
    return { ok: false, error: new ApiError('gone', GONE, status) };
  }
  if (status >= 200 && status < 300) return { ok: true, data: body as T };
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
  );
  if (isIdentityError(error)) hooks.onSessionEnded();
  return { ok: false, error };
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
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A money order's key (docs/api.md#idempotency-key): the same key for its every retry. */
  idempotencyKey?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function call<T>(
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const hasBody = options.body !== undefined;
  try {
    const response = await fetch(apiUrl(path), {
      method,
      headers: headers(hasBody, options.idempotencyKey),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal,
    });
    return interpret<T>(
      response.status,
      await readBody(response),
      response.headers.get('Retry-After'),
    );
  } catch (cause) {
    if (timeout.aborted) return { ok: false, error: new ApiError('timeout', 'timeout') };
    if (options.signal?.aborted) return { ok: false, error: new ApiError('aborted', 'aborted') };
    void cause;
    return { ok: false, error: new ApiError('network', 'network') };
  }
}

export const get = <T>(path: string, options?: CallOptions) => call<T>('GET', path, options);
export const post = <T>(path: string, body?: unknown, options?: CallOptions) =>
  call<T>('POST', path, { ...options, body: body ?? {} });
export const put = <T>(path: string, body?: unknown, options?: CallOptions) =>
  call<T>('PUT', path, { ...options, body: body ?? {} });
export const del = <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, options);

export interface UploadOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/**
 * Multipart upload through XMLHttpRequest: fetch cannot report upload progress, and a
 * player on mobile data needs to see a slip or a video going up.
 */
export function upload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(headers(false))) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { message: xhr.responseText.slice(0, 200) };
      }
      resolve(interpret<T>(xhr.status, body, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => resolve({ ok: false, error: new ApiError('network', 'network') });
    xhr.ontimeout = () => resolve({ ok: false, error: new ApiError('timeout', 'timeout') });
    xhr.onabort = () => resolve({ ok: false, error: new ApiError('aborted', 'aborted') });
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** For SWR fetchers: SWR keeps a thrown error as the key's `error`. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.data;
  throw settled.error;
}
