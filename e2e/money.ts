import { roundSatang, type Satang, sumAmounts } from '../src/domain/rules/money';

/**
 * Money in the specs as the wallet counts it (src/domain/rules/money.ts): amounts from the
 * API compared in whole satang, and sums of amounts in baht added in satang.
 */

/** Satang of an amount an answer carries (at most 2 decimals). */
export const satang = (amount: number): Satang => roundSatang(amount);

/** Amounts in baht added in whole satang, so 0.1 + 0.2 is 0.30. */
export const addAmounts = (...amounts: number[]): number => sumAmounts(amounts);
