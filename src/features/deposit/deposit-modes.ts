import type { Currency, DepositBank, DepositLookup, DepositWallet, QrProvider } from '../../api';
import { type CurrencyRules, takesCurrency } from '../../domain/rules/currency';

/** The ways to deposit this build's backend offers, in the order they are shown. */
export type DepositMode = 'bank' | 'auto' | 'qr' | 'wallet' | 'slip';

export interface DepositModes {
  modes: DepositMode[];
  /** Bank accounts the player transfers to by hand (and then uploads the slip). */
  manual: DepositBank[];
  /** Bank accounts whose deposits are matched automatically: the player states the amount. */
  auto: DepositBank[];
  /** Payment providers that issue a QR code per deposit. */
  providers: QrProvider[];
  wallets: DepositWallet[];
}

const QR_PROVIDERS: readonly QrProvider[] = ['KBANK', 'WW', 'PAYTIMZ'];

/** The bank whose own accounts issue QR codes (docs/product.md#deposit, "bank QR code"). */
const BANK_QR: QrProvider = 'KBANK';

const isProvider = (code: string): code is QrProvider =>
  (QR_PROVIDERS as readonly string[]).includes(code);

/**
 * Sorts the deposit lookup into modes (docs/product.md#deposit): `bankType` PAYMENT is a
 * QR provider, a bank account in mode AUTO is an auto deposit, any other bank account is a
 * manual transfer with a slip; wallet items are wallet-app links. A KBANK bank account (any
 * mode) also offers the bank QR code, as the spec lists KBANK only once. A mode with
 * nothing in it is not offered; slip upload goes with manual transfers.
 *
 * Only what takes the member's currency is offered (docs/product.md#amounts-per-currency):
 * an account or provider that names another currency is left out, and a QR provider also
 * needs quick amounts and a minimum in the currency's rules (`currency`, `rules`; without
 * them, everything the lookup lists).
 */
export function depositModes(
  lookup: DepositLookup,
  member?: { currency: Currency; rules: Pick<CurrencyRules, 'qr'> },
): DepositModes {
  const taken = member
    ? lookup.banks.filter((bank) => takesCurrency(bank, member.currency))
    : lookup.banks;
  const payment = taken.filter((bank) => bank.bankType === 'PAYMENT');
  const accounts = taken.filter((bank) => bank.bankType !== 'PAYMENT');
  const manual = accounts.filter((bank) => bank.mode !== 'AUTO');
  const auto = accounts.filter((bank) => bank.mode === 'AUTO');
  const providers = QR_PROVIDERS.filter(
    (code) =>
      (!member || Boolean(member.rules.qr[code])) &&
      (payment.some((bank) => isProvider(bank.bankCode) && bank.bankCode === code) ||
        (code === BANK_QR && accounts.some((bank) => bank.bankCode === BANK_QR))),
  );
  const modes: DepositMode[] = [];
  if (manual.length > 0) modes.push('bank');
  if (auto.length > 0) modes.push('auto');
  if (providers.length > 0) modes.push('qr');
  if (lookup.wallets.length > 0) modes.push('wallet');
  if (manual.length > 0) modes.push('slip');
  return { modes, manual, auto, providers, wallets: lookup.wallets };
}
