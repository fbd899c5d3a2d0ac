import type { Static, TObject, TSchema } from 'typebox';
import type { ErrorDetails } from './primitives';

/**
 * One call of the contract: what the sandbox registers as its route `schema`, what
 * @fastify/swagger documents, and what scripts/check-backend.mts calls and validates.
 */
export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style path (`:code` parameters). */
  path: string;
  /** OpenAPI tag: the call group of docs/api.md. */
  tag: string;
  summary: string;
  /** `true`: needs the bearer token (answers 401 invalid-token without); `'optional'`: used when present. */
  member: boolean | 'optional';
  /**
   * `read`: changes nothing (the conformance check calls it); `write`: changes member data;
   * `money`: moves money (the conformance check calls only 1-baht round trips, with --write).
   */
  effect: 'read' | 'write' | 'money';
  params?: TObject;
  query?: TObject;
  /** JSON body; absent for multipart uploads (`multipart` lists their fields). */
  body?: TSchema;
  multipart?: readonly string[];
  /** The HTTP 200 answer. */
  result: TSchema;
  /** Catalogue codes of the refusals (besides invalid-token for member calls and gone). */
  errors: readonly string[];
  /** Optional for operators: a 404 is accepted (e.g. logout). */
  optional?: boolean;
  /** Conformance check: unknown properties fail (entities that could leak secrets). */
  strict?: boolean;
}

export const INPUT_ERRORS = ['KEY_MISSING', 'KEY_INVALID'] as const;

/**
 * Refusals of a money call sent with an Idempotency-Key (docs/api.md#idempotency-key): a
 * key of the wrong format, one used before with another payload, one whose first request
 * is still being processed.
 */
export const IDEMPOTENCY_ERRORS = [
  'KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
] as const;

/** The `details` of a refusal body (docs/api.md#wire-format). */
export type ErrorDetailsOf = Static<typeof ErrorDetails>;
