// The returning member's total balance, written into the static shell by the head's early
// script as soon as its wallet read is answered (docs/architecture.md#first-load). On a
// slow phone the answer is here several hundred milliseconds before the app has started;
// the balance, the number the member opened the wallet for, shows then. The app replaces
// the shell when it renders, with the same number from the same answer (the client takes
// it, src/api/early-answers.ts). Everything here is the app's own rule: the answer is read
// by the wallet's normaliser, summed by walletTotal and written by formatAmount, so the
// shell never shows a number the home screen would not; the home screen's first render
// shows the same answer (src/domain/wallet.ts), so the number stays where it was.
import { normaliseWallet } from '../api/normalise';
import { amountAt, objectAt } from '../api/normalise/answer-shape-error';
import type { Currency } from '../api/types';
import { currencyOf } from '../domain/rules/currency';
import { walletTotal } from '../domain/wallet-amounts';
import { formatAmount } from '../lib/format';
import { SHELL_CARD } from './static-shell';

/** Where the amount goes in an amount's text (`money.amount` written for one currency). */
export const AMOUNT_SLOT = '{amount}';

/**
 * What the shell needs to write the total, from the build (scripts/rsbuild-shell.ts, the
 * early script's `data-balance` attribute, JSON): per language (the BCP 47 tag, as
 * `<html lang>` has it) the total's label (`home.total`) and, per currency, the amount's
 * text with AMOUNT_SLOT where the number goes (`money.amount`); per currency its decimals
 * (the brand's `currencyRules`).
 */
export interface EarlyBalanceTexts {
  languages: Record<string, { label: string; amount: Partial<Record<Currency, string>> }>;
  fractionDigits: Partial<Record<Currency, 0 | 2>>;
}

/** The total as the home screen writes it, or null when the answer or the texts cannot say. */
export function earlyBalanceText(
  answer: unknown,
  texts: EarlyBalanceTexts,
  language: string,
): { label: string; amount: string } | null {
  const wallet = normaliseWallet(answer);
  // What the home screen reads besides the balances: without it, it would show no total.
  objectAt(wallet.profile, '/profile');
  amountAt(wallet.invite?.amount, '/invite/amount');
  const currency = currencyOf(wallet.bankAccount?.currency);
  const words = texts.languages?.[language];
  const template = words?.amount[currency];
  const digits = texts.fractionDigits?.[currency];
  if (!words || template === undefined || digits === undefined) return null;
  return {
    label: words.label,
    amount: template.replace(AMOUNT_SLOT, formatAmount(walletTotal(wallet), digits)),
  };
}

/**
 * Writes the total into the shell's card once `body` is here (the early answer's JSON,
 * src/api/early-answers.ts; undefined when there is none to show): only an answer the home
 * screen would show, only while the shell is still there (the app may have rendered
 * first), and as text. Nothing here may fail the page: any problem leaves the skeleton as it was.
 */
export function paintEarlyBalance(
  body: Promise<unknown>,
  texts: EarlyBalanceTexts,
  language: string,
): Promise<void> {
  return body
    .then((answer) => {
      const card = document.querySelector(SHELL_CARD);
      const label = card?.querySelector('[data-shell="total-label"]');
      const amount = card?.querySelector('[data-shell="total"]');
      if (answer === undefined || !card || !label || !amount) return;
      const text = earlyBalanceText(answer, texts, language);
      if (!text) return;
      label.textContent = text.label;
      amount.textContent = text.amount;
      card.classList.add('shell-balance');
      // The skeleton was decoration; with the total in it, a screen reader reads the card.
      card.removeAttribute('aria-hidden');
    })
    .catch(() => undefined);
}

/**
 * JSON the build wrote on the early script's tag (`data-balance`, `data-login`), or null
 * when missing or unreadable. A malformed shape fails where it is used, which writes nothing.
 */
export function readTagJson<T>(value: string | null | undefined): T | null {
  try {
    return value ? (JSON.parse(value) as T) : null;
  } catch {
    return null;
  }
}
