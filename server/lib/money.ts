import { parseAmount, type Satang, toSatang as wireToSatang } from '../../src/domain/rules/money';
import { ApiError } from './errors';

export {
  MAX_SATANG,
  type Satang,
  satangCount,
  satangToBaht,
  ZERO_SATANG,
} from '../../src/domain/rules/money';

/**
 * Amounts live in the database as integer satang (1/100 baht or kip) and travel as
 * numbers in baht with at most 2 decimals (docs/api.md#wire-format). The rules are the
 * wallet's own (src/domain/rules/money.ts); here a refused amount becomes an API error.
 */

/** Satang of a wire amount, or KEY_INVALID for NaN, infinities and more than 2 decimals. */
export function toSatang(amount: number): Satang {
  const satang = wireToSatang(amount);
  if (satang === null) throw new ApiError('KEY_INVALID');
  return satang;
}

/**
 * Satang of an amount that arrives as text (a multipart field, a query parameter), read as a
 * decimal by the wallet's own parser: `Number()` would take `0x10` for 16, `1e3` for 1000
 * and `Infinity`. Null for anything the wallet's amount field would refuse.
 */
export function textToSatang(raw: string): Satang | null {
  const parsed = parseAmount(raw);
  return parsed.ok ? parsed.satang : null;
}
