/**
 * Money in integer satang (hundredths of a baht or kip), the one way amounts are parsed,
 * added and compared on both sides of the API (docs/product.md#money). Amounts travel as
 * numbers in baht with at most 2 decimals (docs/api.md#wire-format); nothing here adds
 * floating-point baht.
 */
export type Satang = number;

/** The smallest transfer between the wallet and a game: 1 baht (docs/product.md#transfer). */
export const TRANSFER_MIN_SATANG: Satang = 100;

/** The largest single amount either side accepts: 10 million. */
export const MAX_SATANG: Satang = 1_000_000_000;

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
  const satang = Number(digits);
  if (satang > MAX_SATANG) return { ok: false, problem: 'tooLarge' };
  return { ok: true, satang };
}

/** Satang of a wire amount (a JSON number in baht), or null when it has more than 2 decimals. */
export function toSatang(amount: number): Satang | null {
  if (!Number.isFinite(amount)) return null;
  const scaled = amount * 100;
  const rounded = Math.round(scaled);
  if (Math.abs(scaled - rounded) > 1e-6 || !Number.isSafeInteger(rounded)) return null;
  return rounded;
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
  return amount < 0 ? -satang : satang;
}

/** A wire amount from satang. */
export function toBaht(satang: Satang): number {
  return satang / 100;
}

/** Adds wire amounts in whole satang, so 0.1 + 0.2 is 0.30. */
export function sumAmounts(values: readonly number[]): number {
  return toBaht(values.reduce((total, value) => total + Math.round(value * 100), 0));
}

/** The message id (locales/) that explains each refused amount. */
export const AMOUNT_PROBLEM_MESSAGE: Record<AmountProblem, string> = {
  empty: 'amount.required',
  invalid: 'amount.invalid',
  decimals: 'amount.decimals',
  tooLarge: 'amount.tooLarge',
};
