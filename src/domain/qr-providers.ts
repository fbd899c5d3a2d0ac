import type { QrProvider } from '../api';
import type { Satang } from './rules/money';

/** How each provider treats an amount under its minimum (docs/product.md#qr-codes). */
export type BelowMinimum =
  /** The create button is disabled. */
  | 'disabled'
  /** The create button stays enabled above 0, but a tap sends nothing (and says why). */
  | 'ignored';

export interface QrProviderRule {
  belowMinimum: BelowMinimum;
}

/**
 * How each payment provider treats an amount under its minimum, as
 * docs/product.md#qr-codes gives it: KBANK ignores the tap (create is disabled at 0 or
 * less), WW and PAYTIMZ disable create. Their quick amounts and minimums belong to the
 * currency (the brand data's `currencyRules`, src/domain/rules/currency.ts): the wallet
 * shows and the sandbox enforces the same ones (server/routes/qrcode.ts).
 */
export const QR_PROVIDER_RULES: Readonly<Record<QrProvider, QrProviderRule>> = {
  KBANK: { belowMinimum: 'ignored' },
  WW: { belowMinimum: 'disabled' },
  PAYTIMZ: { belowMinimum: 'disabled' },
};

/**
 * What the create button does with an amount: `send` it, stay `disabled`, or take the tap
 * and send nothing (`belowMinimum`, KBANK under 1). `satang` is null when nothing valid
 * is typed (empty or refused by parseAmount): a refused amount leaves the action disabled
 * (docs/product.md#money).
 */
export type QrCreateCheck = 'send' | 'disabled' | 'belowMinimum';

export function qrCreateCheck(
  provider: QrProvider,
  satang: Satang | null,
  minimum: Satang,
): QrCreateCheck {
  if (satang === null || satang <= 0) return 'disabled';
  if (satang >= minimum) return 'send';
  return QR_PROVIDER_RULES[provider].belowMinimum === 'disabled' ? 'disabled' : 'belowMinimum';
}

/** The text a quick amount puts in the amount field: what the player would type. */
export function quickAmountText(amount: number): string {
  return String(amount);
}
