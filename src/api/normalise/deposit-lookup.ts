import type { DepositBank, DepositLookup } from '../types';
import { arrayAt, objectAt } from './answer-shape-error';
import { normaliseCurrency } from './currency';

// A normaliser checks the fields the wallet needs and passes the rest as sent
// (docs/api.md#required-and-optional): its `as` casts type what it does not check.

/** `GET /api/lookup/deposit`: each bank's currency read (`THB` is baht, absent is none). */
export function normaliseDepositLookup(answer: unknown): DepositLookup {
  const body = objectAt(answer, '');
  const banks = arrayAt(body.banks, '/banks').map((item, index): DepositBank => {
    const bank = objectAt(item, `/banks/${index}`);
    return { ...(bank as DepositBank), currency: normaliseCurrency(bank.currency) };
  });
  const wallets = body.wallets === undefined ? [] : arrayAt(body.wallets, '/wallets');
  return { ...(body as DepositLookup), banks, wallets: wallets as DepositLookup['wallets'] };
}
