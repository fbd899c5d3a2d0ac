import type { BankAccount, ProfileResult, WalletResult } from '../types';
import { amountAt, arrayAt, type Json, objectAt } from './answer-shape-error';
import { normaliseCurrency } from './currency';

// A normaliser checks the fields the wallet needs and passes the rest as sent
// (docs/api.md#required-and-optional): its `as` casts type what it does not check.

/**
 * The member's bank account with its currency read (docs/api.md#wallet: absent is baht). An
 * answer without one passes as sent: amounts then read as baht, and the screens that show
 * the account say it is missing; it is no reason to fail the balances.
 */
export function normaliseBankAccount(value: unknown): BankAccount {
  if (!value || typeof value !== 'object') return value as BankAccount;
  const account = value as Json;
  return { ...(account as BankAccount), currency: normaliseCurrency(account.currency) };
}

/** `GET /api/account/profile` */
export function normaliseProfile(answer: unknown): ProfileResult {
  const body = objectAt(answer, '');
  return {
    profile: objectAt(body.profile, '/profile') as ProfileResult['profile'],
    bankAccount: normaliseBankAccount(body.bankAccount),
  };
}

/** `GET /api/wallet`: the balances the wallet shows must be numbers. */
export function normaliseWallet(answer: unknown): WalletResult {
  const body = objectAt(answer, '');
  const wallet = objectAt(body.wallet, '/wallet');
  amountAt(wallet.amount, '/wallet/amount');
  const slots = arrayAt(body.slots, '/slots').map((slot, index) => {
    const game = objectAt(slot, `/slots/${index}`);
    amountAt(game.amount, `/slots/${index}/amount`);
    return game;
  });
  return {
    ...(body as Json),
    slots,
    bankAccount: normaliseBankAccount(body.bankAccount),
  } as WalletResult;
}
