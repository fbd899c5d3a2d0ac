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

  constructor(code: WireCode, status = 400) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export const fail = (code: WireCode, status = 400): never => {
  throw new ApiError(code, status);
};
