import type { GameAccount } from '../api';
import {
  accountsByCategory,
  secondaryAmount,
  walletTotal,
  withdrawableSatang,
} from './wallet-amounts';

const account = (over: Partial<GameAccount>): GameAccount => ({
  code: 'pg',
  name: 'PG Soft',
  category: 'slot',
  isActive: true,
  amount: 0,
  ftWalletSlot: 1,
  logo: '',
  background: '',
  web: null,
  android: null,
  ios: null,
  ...over,
});

describe('walletTotal', () => {
  it('adds the main wallet and every game account, active or not, in satang', () => {
    expect(
      walletTotal({
        wallet: { amount: 1250.5 },
        slots: [
          account({ amount: 320 }),
          account({ code: 'b', amount: 500.25, category: 'sport' }),
          account({ code: 'c', amount: 0.1, isActive: false }),
          account({ code: 'd', amount: 0.2, category: 'lotto' }),
        ],
      }),
    ).toBe(2071.05);
  });

  it('is the wallet alone without game accounts', () => {
    expect(walletTotal({ wallet: { amount: 0.3 }, slots: [] })).toBe(0.3);
  });
});

describe('secondaryAmount', () => {
  it('is the amount times ftWalletSlot', () => {
    expect(secondaryAmount({ amount: 320, ftWalletSlot: 1 })).toBe(320);
    expect(secondaryAmount({ amount: 12.34, ftWalletSlot: 10 })).toBe(123.4);
    expect(secondaryAmount({ amount: 0.1, ftWalletSlot: 3 })).toBe(0.3);
    expect(secondaryAmount({ amount: 0, ftWalletSlot: 10 })).toBe(0);
  });

  it('treats a missing multiplier as 1', () => {
    expect(secondaryAmount({ amount: 5, ftWalletSlot: Number.NaN })).toBe(5);
  });
});

describe('accountsByCategory', () => {
  it('groups slot, sport and lotto in that order and leaves out empty categories', () => {
    const groups = accountsByCategory([
      account({ code: 'lotto1', category: 'lotto' }),
      account({ code: 'pg' }),
      account({ code: 'joker', category: 'slot' }),
    ]);
    expect(groups.map((g) => [g.category, g.accounts.map((a) => a.code)])).toEqual([
      ['slot', ['pg', 'joker']],
      ['lotto', ['lotto1']],
    ]);
  });
});

describe('withdrawableSatang', () => {
  it('adds the main wallet and the active game accounts only, in satang', () => {
    expect(
      withdrawableSatang({
        wallet: { amount: 0.1 },
        slots: [
          account({ amount: 0.2 }),
          account({ code: 'b', amount: 500.25, category: 'sport' }),
          account({ code: 'c', amount: 99, isActive: false }),
        ],
      }),
    ).toBe(50055);
  });

  it('is the main wallet alone without active accounts', () => {
    expect(withdrawableSatang({ wallet: { amount: 1250.5 }, slots: [] })).toBe(125050);
  });
});
