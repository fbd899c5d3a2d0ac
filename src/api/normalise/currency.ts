import type { Currency } from '../types';

/** An answer's currency as the wallet reads it: `THB` is baht; absent or unknown is none. */
export function normaliseCurrency(value: unknown): Currency | null {
  if (value === 'LAK') return 'LAK';
  if (value === 'BAHT' || value === 'THB') return 'BAHT';
  return null;
}
