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

  constructor(kind: ApiErrorKind, code: string, status = 0) {
    super(code);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.status = status;
  }
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
      return error.code ? { id: `error.${error.code}`, raw: error.code } : { id: 'error.unknown' };
  }
}

export function toApiError(value: unknown): ApiError {
  if (value instanceof ApiError) return value;
  return new ApiError('network', 'network');
}

export { GONE, INVALID_TOKEN };
