import { ApiError } from '../api';

/** Why an order ended without an answer the screen can show as it came. */
export type UnsettledKind = 'notDone' | 'unknown';

/**
 * The order's outcome as an error the screens already show: `order.notDone` (read, not
 * carried out: no money moved) or `order.unknown` (the balances could not be read).
 */
export class UnsettledOrder extends ApiError {
  readonly outcome: UnsettledKind;

  constructor(outcome: UnsettledKind) {
    super('server', `order.${outcome}`);
    this.outcome = outcome;
  }
}
