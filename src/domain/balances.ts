import type { WalletResult } from '../api';
import { roundSatang, type Satang } from './rules/money';

/**
 * The balances a money order is settled against (order-settlement.ts) and what an order
 * should have changed: read before every order, so a module of its own, light enough for
 * the first screens; the settling itself loads only when an answer was lost.
 */
export interface Balances {
  /** The main wallet, satang. */
  main: Satang;
  /** Every game account by code, satang. */
  games: Readonly<Record<string, Satang>>;
}

/** What an order should have changed. */
export type OrderSpec =
  | { kind: 'transfer'; from: string; to: string; satang: Satang }
  | { kind: 'transferAll'; to: string }
  /** A withdrawal (with or without the game accounts): the total fell by the amount. */
  | { kind: 'withdraw'; satang: Satang }
  /** An auto-mode deposit: the main wallet rose by the amount. */
  | { kind: 'deposit'; satang: Satang }
  /** A wallet-app link: its amount is the voucher's, unknown to the wallet. */
  | { kind: 'walletLink' }
  /** A coupon, the invite bonus, a refund: the total rose (by `satang` when known). */
  | { kind: 'credit'; satang: Satang | null };

/** The main wallet's code among the accounts. */
export const MAIN = 'WALLET';
export function balancesOf(wallet: Pick<WalletResult, 'wallet' | 'slots'>): Balances {
  // A backend's wallet may leave parts out: what is missing reads as empty, never throws.
  const slots = Array.isArray(wallet.slots) ? wallet.slots : [];
  return {
    main: roundSatang(Number(wallet.wallet?.amount) || 0),
    games: Object.fromEntries(
      slots.map((slot) => [slot.code, roundSatang(Number(slot.amount) || 0)]),
    ),
  };
}
