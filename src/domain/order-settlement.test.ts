import type { Statement } from '../api';
import { walletResult } from '../test/wallet-fixtures';
import { type Balances, balancesOf, orderMoved, statementShowsOrder } from './order-settlement';
import { satangCount as s } from './rules/money';

/** Balances in satang: the main wallet and the game accounts by code. */
const balances = (main: number, games: Record<string, number> = {}): Balances => ({
  main: s(main),
  games: Object.fromEntries(Object.entries(games).map(([code, satang]) => [code, s(satang)])),
});

describe('balancesOf', () => {
  it('reads the main wallet and every game account in satang', () => {
    expect(balancesOf(walletResult())).toEqual({
      main: 125_050,
      games: { pg: 32_000, joker2: 0, betflix: 50_025 },
    });
  });
});

describe('orderMoved: an order whose answer was lost is done when the balances show it', () => {
  const before = balances(100_000, { pg: 5_000, betflix: 2_000 });

  it('transfer: the source fell and the target rose by the amount, both exactly', () => {
    const order = { kind: 'transfer', from: 'WALLET', to: 'pg', satang: s(1_000) } as const;
    expect(orderMoved(order, before, balances(99_000, { pg: 6_000, betflix: 2_000 }))).toBe(true);
    expect(orderMoved(order, before, before)).toBe(false);
    // Only one side moved, or by another amount: not this order.
    expect(orderMoved(order, before, balances(99_000, { pg: 5_000, betflix: 2_000 }))).toBe(false);
    expect(orderMoved(order, before, balances(98_000, { pg: 7_000, betflix: 2_000 }))).toBe(false);
    const back = { kind: 'transfer', from: 'pg', to: 'WALLET', satang: s(500) } as const;
    expect(orderMoved(back, before, balances(100_500, { pg: 4_500, betflix: 2_000 }))).toBe(true);
  });

  it('transfer all: every other positive balance is empty and the target rose by their sum', () => {
    const order = { kind: 'transferAll', to: 'pg' } as const;
    expect(orderMoved(order, before, balances(0, { pg: 107_000, betflix: 0 }))).toBe(true);
    expect(orderMoved(order, before, before)).toBe(false);
    expect(orderMoved(order, before, balances(0, { pg: 105_000, betflix: 2_000 }))).toBe(false);
    // Nothing to move: nothing can show it moved.
    expect(orderMoved(order, balances(0, { pg: 1 }), balances(0, { pg: 1 }))).toBe(false);
  });

  it('withdraw: the wallet and games together fell by the amount', () => {
    const order = { kind: 'withdraw', satang: s(101_000) } as const;
    expect(orderMoved(order, before, balances(0, { pg: 4_000, betflix: 2_000 }))).toBe(true);
    expect(orderMoved(order, before, before)).toBe(false);
    expect(orderMoved(order, before, balances(0, { pg: 5_000, betflix: 2_000 }))).toBe(false);
  });

  it('deposit: the main wallet rose by the amount', () => {
    const order = { kind: 'deposit', satang: s(50_000) } as const;
    expect(orderMoved(order, before, balances(150_000, before.games))).toBe(true);
    expect(orderMoved(order, before, balances(149_999, before.games))).toBe(false);
    expect(orderMoved(order, before, before)).toBe(false);
  });

  it('wallet link and credits of an unknown amount: the total rose', () => {
    expect(orderMoved({ kind: 'walletLink' }, before, balances(100_001, before.games))).toBe(true);
    expect(orderMoved({ kind: 'walletLink' }, before, before)).toBe(false);
    const credit = { kind: 'credit', satang: null } as const;
    expect(orderMoved(credit, before, balances(100_000, { pg: 5_500, betflix: 2_000 }))).toBe(true);
    expect(orderMoved(credit, before, before)).toBe(false);
  });

  it('a credit of a known amount: the total rose by exactly that', () => {
    const credit = { kind: 'credit', satang: s(8_550) } as const;
    expect(orderMoved(credit, before, balances(108_550, before.games))).toBe(true);
    expect(orderMoved(credit, before, balances(108_000, before.games))).toBe(false);
  });
});

describe('statementShowsOrder: a deposit the backend took but has not credited yet', () => {
  const at = Date.parse('2026-01-01T10:00:00Z');
  const row = (over: Partial<Statement> = {}): Statement => ({
    _id: 's1',
    statementType: 'deposit',
    status: 'PENDING',
    from: 'KBANK',
    to: 'WALLET',
    amount: 500,
    createdAt: '2026-01-01T10:00:02Z',
    ...over,
  });

  it('finds a deposit row of the amount written since the order (any status)', () => {
    const order = { kind: 'deposit', satang: s(50_000) } as const;
    expect(statementShowsOrder(order, [row()], at)).toBe(true);
    expect(statementShowsOrder(order, [row({ status: 'SUCCESS' })], at)).toBe(true);
    expect(statementShowsOrder(order, [row({ amount: 499.99 })], at)).toBe(false);
    expect(statementShowsOrder(order, [row({ statementType: 'withdraw' })], at)).toBe(false);
    // Written well before the order: an earlier deposit of the same amount.
    expect(statementShowsOrder(order, [row({ createdAt: '2026-01-01T09:50:00Z' })], at)).toBe(
      false,
    );
  });

  it('finds any new deposit row for a wallet link, and nothing for other orders', () => {
    expect(statementShowsOrder({ kind: 'walletLink' }, [row({ amount: 20 })], at)).toBe(true);
    expect(statementShowsOrder({ kind: 'withdraw', satang: s(50_000) }, [row()], at)).toBe(false);
  });
});
