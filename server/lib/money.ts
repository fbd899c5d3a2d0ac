import { ApiError } from './errors';

/**
 * Amounts live in the database as integer satang (1/100 baht or kip) and travel as
 * numbers in baht with at most 2 decimals (contract "Wire format").
 */
export function toBaht(satang: number): number {
  return satang / 100;
}

/** Satang of a wire amount, or KEY_INVALID for NaN, infinities and more than 2 decimals. */
export function toSatang(amount: number): number {
  if (!Number.isFinite(amount)) throw new ApiError('KEY_INVALID');
  const scaled = amount * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6) throw new ApiError('KEY_INVALID');
  if (!Number.isSafeInteger(rounded)) throw new ApiError('KEY_INVALID');
  return rounded;
}

/** Upper bound of any single amount the sandbox accepts (10 million). */
export const MAX_SATANG = 1_000_000_000;
