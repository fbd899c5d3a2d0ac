import type { QrProvider } from '../api';
import { type Satang, satangCount } from './rules/money';

/** How each provider treats an amount under its minimum (docs/product.md#qr-codes). */
export type BelowMinimum =
  /** The create button is disabled. */
  | 'disabled'
  /** The create button stays enabled above 0, but a tap sends nothing (and says why). */
  | 'ignored';

export interface QrProviderRule {
  /** The quick amounts, in baht (or kip), in the order shown. */
  quickAmounts: readonly number[];
  /** The smallest amount the provider takes, in satang. */
  minimum: Satang;
  belowMinimum: BelowMinimum;
}

/**
 * The quick amounts and minimums of each payment provider, exactly as
 * docs/product.md#qr-codes and #limits-and-formats give them: KBANK 1 (below 1 is
 * ignored, create is disabled at 0 or less), WW 100 (create disabled below), PAYTIMZ 10.
 * The sandbox refuses below the same minimums (server/routes/qrcode.ts imports these).
 */
export const QR_PROVIDER_RULES: Readonly<Record<QrProvider, QrProviderRule>> = {
  KBANK: {
    quickAmounts: [10, 20, 50, 100, 500, 1000],
    minimum: satangCount(100),
    belowMinimum: 'ignored',
  },
  WW: {
    quickAmounts: [100, 200, 300, 500, 1000],
    minimum: satangCount(10_000),
    belowMinimum: 'disabled',
  },
  PAYTIMZ: {
    quickAmounts: [10, 50, 100, 500, 1000],
    minimum: satangCount(1_000),
    belowMinimum: 'disabled',
  },
};

/**
 * What the create button does with an amount: `send` it, stay `disabled`, or take the tap
 * and send nothing (`belowMinimum`, KBANK under 1). `satang` is null when nothing valid
 * is typed (empty or refused by parseAmount): a refused amount leaves the action disabled
 * (docs/product.md#money).
 */
export type QrCreateCheck = 'send' | 'disabled' | 'belowMinimum';

export function qrCreateCheck(provider: QrProvider, satang: Satang | null): QrCreateCheck {
  if (satang === null || satang <= 0) return 'disabled';
  const rule = QR_PROVIDER_RULES[provider];
  if (satang >= rule.minimum) return 'send';
  return rule.belowMinimum === 'disabled' ? 'disabled' : 'belowMinimum';
}

/** The text a quick amount puts in the amount field: what the player would type. */
export function quickAmountText(amount: number): string {
  return String(amount);
}
