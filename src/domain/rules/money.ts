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
