import { ApiError } from '../api-error';

/** The code of an answer the wallet cannot read (locales: `error.ANSWER_SHAPE`). */
export const ANSWER_SHAPE = 'ANSWER_SHAPE';

/**
 * An answer the wallet cannot read where it needs it (docs/api.md#required-and-optional): a
 * balance that is not a number, a list that is not a list. Only the part of the screen that
 * needs the answer fails; `call` and `field` tell the operator's developers where to look.
 */
export class AnswerShapeError extends ApiError {
  /** `GET /api/wallet` */
  readonly call: string;
  /** A JSON pointer into the answer: `/wallet/amount`. */
  readonly field: string;

  constructor(call: string, field: string) {
    super('server', ANSWER_SHAPE, 200);
    this.name = 'AnswerShapeError';
    this.call = call;
    this.field = field;
    this.message = `${call}: cannot read ${field || '(the answer)'}`;
  }
}

/** Thrown by a normaliser; `normalised` (./normalised.ts) turns it into an AnswerShapeError. */
export class ShapeProblem extends Error {
  readonly field: string;
  constructor(field: string) {
    super(field);
    this.field = field;
  }
}

export type Json = Record<string, unknown>;

/** The object at `field` (its fields read as `unknown`), or a ShapeProblem there. */
export function objectAt(value: unknown, field: string): Json {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Json;
  throw new ShapeProblem(field);
}

/** The array at `field`, or a ShapeProblem there. */
export function arrayAt(value: unknown, field: string): unknown[] {
  if (Array.isArray(value)) return value;
  throw new ShapeProblem(field);
}

/** An amount the wallet shows or moves: a finite number, never a string (docs/api.md#wire-format). */
export function amountAt(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw new ShapeProblem(field);
}
