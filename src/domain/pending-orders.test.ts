// @vitest-environment jsdom
import {
  dropPendingOrder,
  findPendingOrder,
  type PendingOrder,
  readPendingOrders,
  savePendingOrder,
} from './pending-orders';
import { satangCount as s } from './rules/money';

const order = (over: Partial<PendingOrder> = {}): PendingOrder => ({
  key: 'k-1111-2222',
  memberId: 'm42',
  match: 'transfer {"from":"WALLET","to":"pg","satang":1000}',
  spec: { kind: 'transfer', from: 'WALLET', to: 'pg', satang: s(1000) },
  body: { from: 'WALLET', to: 'pg', amount: 10 },
  before: { main: s(100_000), games: { pg: s(0) } },
  state: 'sent',
  at: 1_000,
  ...over,
});

describe('pending orders in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps an order until it is dropped, across a reload (the same storage)', () => {
    savePendingOrder(order());
    expect(readPendingOrders()).toEqual([order()]);
    expect(JSON.parse(sessionStorage.getItem('pendingOrders') ?? '[]')).toHaveLength(1);
    dropPendingOrder('k-1111-2222');
    expect(readPendingOrders()).toEqual([]);
  });

  it('finds the order of the same member and the same input, to send its key again', () => {
    savePendingOrder(order({ state: 'not-done' }));
    expect(findPendingOrder('m42', order().match)?.key).toBe('k-1111-2222');
    expect(findPendingOrder('m43', order().match)).toBeNull();
    expect(findPendingOrder('m42', 'transfer {"other":1}')).toBeNull();
  });

  it('replaces an order saved again under its key, and keeps others', () => {
    savePendingOrder(order());
    savePendingOrder(order({ key: 'k-3333-4444', match: 'deposit 500' }));
    savePendingOrder(order({ state: 'not-done' }));
    expect(readPendingOrders().map((o) => [o.key, o.state])).toEqual([
      ['k-3333-4444', 'sent'],
      ['k-1111-2222', 'not-done'],
    ]);
  });

  it('reads nothing from a broken or foreign value', () => {
    sessionStorage.setItem('pendingOrders', '{not json');
    expect(readPendingOrders()).toEqual([]);
    sessionStorage.setItem('pendingOrders', JSON.stringify([{ key: 1 }, 'x']));
    expect(readPendingOrders()).toEqual([]);
  });
});
