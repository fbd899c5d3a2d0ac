/**
 * Money in integer satang (hundredths of a baht or kip), the one way amounts are parsed,
 * added and compared on both sides of the API (docs/product.md#money). Amounts travel as
 * numbers in baht with at most 2 decimals (docs/api.md#wire-format); nothing here adds
 * floating-point baht.
 *
 * `Satang` is a branded number that only this module makes, so a baht value passed where
 * satang are expected does not compile. A `Satang` still reads as a number (to compare,
 * to show, to store); to make one, go through `toSatang`, `roundSatang`, `satangCount`,
 * `parseAmount` or the arithmetic below.
 */
export type Satang = number & { readonly __brand: 'Satang' };

/** No money. */
export const ZERO_SATANG = 0 as Satang;

/** The smallest transfer between the wallet and a game: 1 baht (docs/product.md#transfer). */
export const TRANSFER_MIN_SATANG = 100 as Satang;

/** The largest single amount either side accepts: 10 million. */
export const MAX_SATANG = 1_000_000_000 as Satang;

export type AmountProblem = 'empty' | 'invalid' | 'decimals' | 'tooLarge';

export type ParsedAmount = { ok: true; satang: Satang } | { ok: false; problem: AmountProblem };

// Digits with optional thousands commas ("1,000.50"), or plain digits ("1000.5"), or ".5".
const AMOUNT_RE = /^(?:(\d{1,3}(?:,\d{3})+)|(\d*))(?:\.(\d*))?$/;

/**
 * What the player typed, in satang. "1,000.50", "1000.5" and " 1000.50 " read the same;
 * more than 2 decimals, signs, letters and misplaced commas are refused rather than
 * rounded, so the amount sent is always the amount the player sees.
 */
export function parseAmount(text: string): ParsedAmount {
  const value = text.replace(/\s+/g, '');
  if (!value) return { ok: false, problem: 'empty' };
  const match = AMOUNT_RE.exec(value);
  if (!match) return { ok: false, problem: 'invalid' };
  const whole = (match[1] ?? match[2] ?? '').replace(/,/g, '');
  const fraction = match[3] ?? '';
  if (!whole && !fraction) return { ok: false, problem: 'invalid' };
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const digits = `${whole || '0'}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return { ok: false, problem: 'tooLarge' };
  const satang = Number(digits) as Satang;
  if (satang > MAX_SATANG) return { ok: false, problem: 'tooLarge' };
  return { ok: true, satang };
}

/**
 * Satang of a wire amount (a JSON number in baht), exactly, or null when it is not a whole
 * number of satang (more than 2 decimals), not finite, or too large to count exactly.
 */
export function toSatang(amount: number): Satang | null {
  if (!Number.isFinite(amount)) return null;
  const scaled = amount * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6 || !Number.isSafeInteger(rounded)) return null;
  return rounded as Satang;
}

/**
 * Satang of a wire amount, exactly, or null when it has more than 2 decimals. The amount's
 * shortest decimal form (what JSON carried: JavaScript prints the shortest digits that read
 * back as the same number) is read as digits, with no tolerance at any size: `125050.001`
 * is refused as surely as `1.001`, and `0.29` or `1.1` (not exact in binary) are 29 and 110.
 * Exponent forms (`1e-7`, `1e+21`) and amounts beyond a safe integer of satang are refused.
 * For checking what a backend sent (the contract's `x-decimals` keyword,
 * server/lib/schema-validation.ts; scripts/backend-check.ts).
 */
export function exactSatang(amount: number): Satang | null {
  if (!Number.isFinite(amount)) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(Math.abs(amount)));
  if (!match) return null;
  const satang = Number(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
  if (!Number.isSafeInteger(satang)) return null;
  return (amount < 0 ? -satang : satang) as Satang;
}

/**
 * Satang of an amount an answer carries (a balance, a coupon), to the nearest satang: the
 * API sends at most 2 decimals, and the rounding only takes away the binary fraction's
 * noise (19.99 * 100 is 1998.9999999999998).
 */
export function roundSatang(amount: number): Satang {
  return Math.round(amount * 100) as Satang;
}

/**
 * A count of satang that is already whole (a database column, a test's expectation).
 * Throws on a fraction or a number too large to count exactly: that is a bug, not input.
 */
export function satangCount(count: number): Satang {
  if (!Number.isSafeInteger(count)) throw new RangeError(`not a whole number of satang: ${count}`);
  return count as Satang;
}

/** A wire amount (baht, at most 2 decimals) from satang. */
export function satangToBaht(satang: Satang): number {
  return satang / 100;
}

/** The sum of amounts in satang. */
export function sumSatang(values: readonly Satang[]): Satang {
  return values.reduce<number>((total, value) => total + value, 0) as Satang;
}

/** `from` less `less` (negative when `less` is the larger). */
export function subtractSatang(from: Satang, less: Satang): Satang {
  return (from - less) as Satang;
}

/** The smaller of two amounts. */
export function minSatang(a: Satang, b: Satang): Satang {
  return (a < b ? a : b) as Satang;
}

/** Adds wire amounts in whole satang, so 0.1 + 0.2 is 0.30. */
export function sumAmounts(values: readonly number[]): number {
  return satangToBaht(sumSatang(values.map(roundSatang)));
}

/** The message id (locales/) that explains each refused amount. */
export const AMOUNT_PROBLEM_MESSAGE: Record<AmountProblem, string> = {
  empty: 'amount.required',
  invalid: 'amount.invalid',
  decimals: 'amount.decimals',
  tooLarge: 'amount.tooLarge',
};
