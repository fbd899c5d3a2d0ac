import { readSession, writeSession } from '../lib/storage';
import type { Balances, OrderSpec } from './order-settlement';

/**
 * Money orders sent and not yet answered for sure (docs/product.md#money-orders), kept in
 * sessionStorage `pendingOrders` so that a retry and a reload in the middle find the same
 * Idempotency-Key. An order leaves the list on a definite answer; one found "not done" by
 * reading stays, so sending the same order again reuses its key.
 */
export interface PendingOrder {
  /** The Idempotency-Key, made when the player confirmed (crypto.randomUUID). */
  key: string;
  memberId: string;
  /** The player's input (kind and amounts), to recognise the same order sent again. */
  match: string;
  spec: OrderSpec;
  /** The body as sent: a retry sends it byte for byte (a wallet link is encrypted once). */
  body: unknown;
  /** The balances read before it was sent, to settle it by reading (null: none could be read). */
  before: Balances | null;
  /** `sent`: no definite answer yet; `not-done`: found not carried out by reading. */
  state: 'sent' | 'not-done';
  /** When the player confirmed (epoch ms). */
  at: number;
}

function isPendingOrder(value: unknown): value is PendingOrder {
  if (!value || typeof value !== 'object') return false;
  const order = value as Partial<PendingOrder>;
  return (
    typeof order.key === 'string' &&
    typeof order.memberId === 'string' &&
    typeof order.match === 'string' &&
    typeof order.at === 'number' &&
    (order.state === 'sent' || order.state === 'not-done') &&
    Boolean(order.spec && typeof order.spec === 'object') &&
    (order.before === null || typeof order.before === 'object')
  );
}

export function readPendingOrders(): PendingOrder[] {
  const text = readSession('pendingOrders');
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isPendingOrder) : [];
  } catch {
    return [];
  }
}

function writeAll(orders: readonly PendingOrder[]): void {
  writeSession('pendingOrders', JSON.stringify(orders));
}

/** Adds the order, or replaces the one of the same key (moved to the end). */
export function savePendingOrder(order: PendingOrder): void {
  writeAll([...readPendingOrders().filter((item) => item.key !== order.key), order]);
}

export function dropPendingOrder(key: string): void {
  writeAll(readPendingOrders().filter((item) => item.key !== key));
}

/** The member's pending order with the same input, whose key a new send reuses. */
export function findPendingOrder(memberId: string, match: string): PendingOrder | null {
  return (
    readPendingOrders().find((item) => item.memberId === memberId && item.match === match) ?? null
  );
}
