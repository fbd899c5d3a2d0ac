import type { BankAccount, ProfileResult, WalletResult } from '../types';
import { amountAt, arrayAt, type Json, objectAt } from './answer-shape-error';
import { normaliseCurrency } from './currency';

/** The member's bank account with its currency read (docs/api.md#wallet: absent is baht). */
export function normaliseBankAccount(value: unknown, field: string): BankAccount {
  const account = objectAt(value, field);
  return { ...(account as BankAccount), currency: normaliseCurrency(account.currency) };
}

/** `GET /api/account/profile` */
export function normaliseProfile(answer: unknown): ProfileResult {
  const body = objectAt(answer, '');
  return {
    profile: objectAt(body.profile, '/profile') as ProfileResult['profile'],
    bankAccount: normaliseBankAccount(body.bankAccount, '/bankAccount'),
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
  objectAt(body.profile, '/profile');
  return {
    ...(body as Json),
    slots,
    bankAccount: normaliseBankAccount(body.bankAccount, '/bankAccount'),
  } as WalletResult;
}
