import type { ErrorDetailsOf } from '../../src/api/contract/call';
import type { ErrorCode } from '../../src/api/error-codes';

/** Codes the sandbox answers with beyond the catalogue (wire-level or spin results). */
export type WireCode = ErrorCode | 'invalid-token' | 'gone';

/**
 * A refusal with a catalogue code: thrown anywhere in a handler, turned into
 * `{"message": code}` with `status` by the one error handler of app.ts.
 */
export class ApiError extends Error {
  readonly code: WireCode;
  readonly status: number;
  /** A 429's wait: sent as `Retry-After` (whole seconds, at least 1) by the error handler. */
  readonly retryAfterMs: number | undefined;
  /** What the refusal adds to its code (`details` of the body), e.g. DEPOSIT_LIMIT's `left`. */
  readonly details: ErrorDetailsOf | undefined;

  constructor(code: WireCode, status = 400, retryAfterMs?: number, details?: ErrorDetailsOf) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
    this.details = details;
  }
}

/** A `429 {"message": code}` with `Retry-After` (docs/api.md#request-limits). */
export const tooMany = (code: WireCode, retryAfterMs: number): ApiError =>
  new ApiError(code, 429, Math.max(0, retryAfterMs));

/** The `Retry-After` value of a wait: whole seconds, at least 1. */
export const retryAfterSeconds = (ms: number): string => String(Math.max(1, Math.ceil(ms / 1000)));

export const fail = (code: WireCode, status = 400): never => {
  throw new ApiError(code, status);
};
