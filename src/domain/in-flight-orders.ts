/**
 * Keys of money orders sent from this page and not answered yet: they are not orders left
 * by a reload (left-orders.ts). A module of its own, so that the member home can tell
 * without loading the money orders' code (money-order.ts), which it needs only when an
 * order was left.
 */
const inFlight = new Set<string>();

export function isInFlight(key: string): boolean {
  return inFlight.has(key);
}

export function markInFlight(key: string): void {
  inFlight.add(key);
}

export function markAnswered(key: string): void {
  inFlight.delete(key);
}
