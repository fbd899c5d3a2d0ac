import { GONE, INVALID_TOKEN } from './error-codes';

/**
 * Why a call failed:
 * - `server`: the server answered with an error code (`code`, from the catalogue or raw);
 * - `invalid-token`: the stored login is missing or unknown (the app goes to /login);
 * - `gone`: the site is terminated (the app goes to /terminated);
 * - `network`: no answer (offline, DNS, connection reset);
 * - `timeout`: no answer within the time-out;
 * - `aborted`: the screen cancelled the call (not shown to the player).
 */
export type ApiErrorKind = 'server' | 'invalid-token' | 'gone' | 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly status: number;
  /** The wait a refusal asked for (`Retry-After`, in seconds), when it sent one it could read. */
  readonly retryAfterSeconds: number | undefined;
  /**
   * The refusal body's `details`, as sent (docs/api.md#wire-format): read by the screen that
   * knows the code (`depositLeftOf` for DEPOSIT_LIMIT, `excludedUntilOf` for SELF_EXCLUDED),
   * never shown raw.
   */
  readonly details: unknown;

  constructor(
    kind: ApiErrorKind,
    code: string,
    status = 0,
    retryAfterSeconds?: number,
    details?: unknown,
  ) {
    super(code);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
}

/**
 * A `Retry-After` header in seconds: a whole number of seconds or an HTTP date (from
 * `nowMs`); undefined when absent or unreadable (a cross-origin backend must expose it,
 * docs/api.md#request-limits).
 */
export function readRetryAfter(
  value: string | null | undefined,
  nowMs = Date.now(),
): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/**
 * Codes that mean the server cannot tell who the player is (docs/api.md#behaviour-the-wallet-relies-on: the "cannot verify
 * identity" text sends the player to /login).
 */
const IDENTITY_CODES: ReadonlySet<string> = new Set([
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
]);

export function isIdentityError(error: ApiError): boolean {
  return (
    error.kind === 'invalid-token' || (error.kind === 'server' && IDENTITY_CODES.has(error.code))
  );
}

/**
 * The message to show for a failed call: a locales/ id, and the server's own text to use
 * when the id is not in the catalogue (docs/api.md#behaviour-the-wallet-relies-on: "the raw message used"). The catalogue is
 * the message files themselves, so the bundle carries no second list of codes.
 */
export interface ErrorText {
  id: string;
  raw?: string;
  /**
   * Values of the message: `minutes`, the wait a refusal asked for (`Retry-After`),
   * rounded up, e.g. for `error.OTP_REQUEST_LIMIT`. Absent when none was sent: the texts
   * then take 0 and say "later".
   */
  values?: { minutes: number };
}

export function errorText(error: ApiError): ErrorText {
  switch (error.kind) {
    case 'network':
      return { id: 'error.network' };
    case 'timeout':
      return { id: 'error.timeout' };
    case 'invalid-token':
      return { id: 'error.invalidToken' };
    case 'gone':
      return { id: 'error.unknown' };
    case 'aborted':
      return { id: 'error.unknown' };
    case 'server':
      if (IDENTITY_CODES.has(error.code)) return { id: 'error.identity' };
      if (!error.code) return { id: 'error.unknown' };
      if (error.retryAfterSeconds === undefined)
        return { id: `error.${error.code}`, raw: error.code };
      return {
        id: `error.${error.code}`,
        raw: error.code,
        values: { minutes: Math.ceil(error.retryAfterSeconds / 60) },
      };
  }
}

export function toApiError(value: unknown): ApiError {
  if (value instanceof ApiError) return value;
  return new ApiError('network', 'network');
}

export { GONE, INVALID_TOKEN };
