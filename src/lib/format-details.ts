/**
 * Formats of the details the money screens show (deposit, withdraw, statement, profile):
 * account numbers, long ids, an amount's sign and a countdown. Apart from src/lib/format.ts,
 * whose amounts and times the home screen needs: these are not in its first download.
 */

import { pad } from './format';

/** A 10-digit account number shows as 3-3-rest with dashes; any other stays as it is. */
export function formatAccountNo(accountNo: string): string {
  if (!/^\d{10}$/.test(accountNo)) return accountNo;
  return `${accountNo.slice(0, 3)}-${accountNo.slice(3, 6)}-${accountNo.slice(6)}`;
}

/**
 * A long id shown short (docs/product.md#profile): its last 8 characters after an
 * ellipsis ("…c0ffee12"); an id of 10 characters or fewer shows whole. The copy button
 * copies the whole id.
 */
export function shortId(id: string): string {
  return id.length <= 10 ? id : `…${id.slice(-8)}`;
}

export type AmountSign = '+' | '-' | '';

/** Plus for deposit and bonus, minus for withdraw, none otherwise (docs/product.md#money). */
export function amountSign(statementType: string): AmountSign {
  if (statementType === 'deposit' || statementType === 'bonus') return '+';
  if (statementType === 'withdraw') return '-';
  return '';
}

/** mm:ss until `until` (epoch ms), never negative. */
export function formatCountdown(until: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
