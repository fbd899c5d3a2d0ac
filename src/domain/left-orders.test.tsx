import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { mockApi } from '../test/fetch-mock';
import { walletResult } from '../test/wallet-fixtures';
import { type LeftOrder, orderKindWord, useSettleLeftOrders } from './left-orders';
import { type PendingOrder, readPendingOrders, savePendingOrder } from './pending-orders';
import { satangCount as s } from './rules/money';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** A transfer of 100.00 from the main wallet (1,250.50 before) into PG Soft (320.00 before). */
const left = (over: Partial<PendingOrder> = {}): PendingOrder => ({
  key: 'k-left-0001',
  memberId: 'm42',
  match: 'transfer {"from":"WALLET","to":"pg","amount":100}',
  spec: { kind: 'transfer', from: 'WALLET', to: 'pg', satang: s(10_000) },
  body: { from: 'WALLET', to: 'pg', amount: 100 },
  before: { main: s(125_050), games: { pg: s(32_000), joker2: s(0), betflix: s(50_025) } },
  state: 'sent',
  at: Date.now(),
  ...over,
});

const moved = walletResult({ wallet: { amount: 1150.5 } });
moved.slots = moved.slots.map((slot) => (slot.code === 'pg' ? { ...slot, amount: 420 } : slot));

describe('useSettleLeftOrders: an order a reload left unanswered', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is read as done when the balances show it, said once, and forgotten', async () => {
    savePendingOrder(left());
    const { calls } = mockApi({ 'GET /api/wallet': moved });
    const told = vi.fn<(order: LeftOrder) => void>();
    renderHook(() => useSettleLeftOrders(told), { wrapper });
    await waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    expect(told.mock.calls[0]?.[0]).toMatchObject({ settlement: 'done', kind: 'transfer' });
    expect(readPendingOrders()).toEqual([]);
    // Read, never sent again.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('is read as not done when nothing moved, and kept with its key for a retry', async () => {
    savePendingOrder(left());
    mockApi({ 'GET /api/wallet': walletResult() });
    const told = vi.fn<(order: LeftOrder) => void>();
    renderHook(() => useSettleLeftOrders(told), { wrapper });
    await waitFor(() => expect(told).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(told.mock.calls[0]?.[0]).toMatchObject({ settlement: 'notDone' });
    expect(readPendingOrders()).toMatchObject([{ key: 'k-left-0001', state: 'not-done' }]);
  });

  it("leaves another member's orders and those already found not done alone", async () => {
    savePendingOrder(left({ memberId: 'someone-else' }));
    savePendingOrder(left({ key: 'k-left-0002', state: 'not-done' }));
    // The member's own order, which the balances show done: once it has been told, the
    // settling is over and the two others were passed over.
    savePendingOrder(left({ key: 'k-left-0003' }));
    mockApi({ 'GET /api/wallet': moved });
    const told = vi.fn<(order: LeftOrder) => void>();
    renderHook(() => useSettleLeftOrders(told), { wrapper });
    await waitFor(() => expect(readPendingOrders()).toHaveLength(2));
    expect(told).toHaveBeenCalledOnce();
    expect(told.mock.calls[0]?.[0]).toMatchObject({ settlement: 'done' });
    expect(readPendingOrders().map((order) => [order.key, order.memberId, order.state])).toEqual([
      ['k-left-0001', 'someone-else', 'sent'],
      ['k-left-0002', 'm42', 'not-done'],
    ]);
  });

  it('forgets an order older than the keys live (24 hours) without reading for it', async () => {
    savePendingOrder(left({ at: Date.now() - 25 * 60 * 60 * 1000 }));
    const { calls } = mockApi({ 'GET /api/wallet': moved });
    const told = vi.fn<(order: LeftOrder) => void>();
    renderHook(() => useSettleLeftOrders(told), { wrapper });
    await waitFor(() => expect(readPendingOrders()).toEqual([]));
    expect(told).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});

describe('orderKindWord', () => {
  it('names the order for the message', () => {
    expect(orderKindWord({ kind: 'transferAll', to: 'pg' })).toBe('transfer');
    expect(orderKindWord({ kind: 'withdraw', satang: s(1) })).toBe('withdraw');
    expect(orderKindWord({ kind: 'walletLink' })).toBe('deposit');
    expect(orderKindWord({ kind: 'credit', satang: null })).toBe('other');
  });
});
