import { type ApiResult, ERROR_CODES } from '../api';

/**
 * Whether the answer to a money order says what happened (docs/product.md#money-orders):
 * - `done`: a success;
 * - `refused`: a refusal the backend coded (a catalogue code in `message`, or a 4xx, or a
 *   login that ended): nothing moved, and the key is spent;
 * - `unclear`: no answer (network error, time-out), a 5xx without a catalogue code, a
 *   server error that says nothing of the order (INTERNAL_SERVER_ERROR), or the order still
 *   being processed (IDEMPOTENCY_KEY_IN_USE). The money may have moved: the wallet reads
 *   the balances to find out, and never sends the order again blindly.
 */
export type OrderAnswer = 'done' | 'refused' | 'unclear';

const CATALOGUE: ReadonlySet<string> = new Set(ERROR_CODES);
const SAYS_NOTHING: ReadonlySet<string> = new Set([
  'INTERNAL_SERVER_ERROR',
  'IDEMPOTENCY_KEY_IN_USE',
]);

export function answerOf(result: ApiResult<unknown>): OrderAnswer {
  if (result.ok) return 'done';
  const { error } = result;
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'aborted':
      return 'unclear';
    case 'server':
      if (SAYS_NOTHING.has(error.code)) return 'unclear';
      if (error.status >= 500 && !CATALOGUE.has(error.code)) return 'unclear';
      return 'refused';
    default:
      return 'refused';
  }
}
