import { gameAccount } from '../../test/wallet-fixtures';
import { satangCount as satang } from './money';
import {
  checkTransfer,
  findEnd,
  MAIN_WALLET,
  type TransferEnd,
  transferAllPlan,
  transferEnds,
} from './transfer';

const wallet: TransferEnd = { code: MAIN_WALLET, name: null, satang: satang(125050) };
const pg: TransferEnd = { code: 'pg', name: 'PG Soft', satang: satang(32000) };
const betflix: TransferEnd = { code: 'betflix', name: 'Betflix', satang: satang(0) };

describe('transferEnds', () => {
  it('offers the main wallet first, then the active game accounts only, with balances in satang', () => {
    const ends = transferEnds({
      wallet: { amount: 1250.5 },
      slots: [
        gameAccount({ code: 'pg', name: 'PG Soft', amount: 320 }),
        gameAccount({ code: 'joker2', name: 'Joker', amount: 12, isActive: false }),
        gameAccount({ code: 'betflix', name: 'Betflix', amount: 0.1 }),
      ],
    });
    expect(ends).toEqual([
      { code: 'WALLET', name: null, satang: 125050 },
      { code: 'pg', name: 'PG Soft', satang: 32000 },
      { code: 'betflix', name: 'Betflix', satang: 10 },
    ]);
  });

  it('finds an end by its code in any letter case, and nothing for an unknown or inactive one', () => {
    const ends = [wallet, pg];
    expect(findEnd(ends, 'PG')).toBe(pg);
    expect(findEnd(ends, 'wallet')).toBe(wallet);
    expect(findEnd(ends, 'joker2')).toBeNull();
    expect(findEnd(ends, null)).toBeNull();
  });
});

describe('checkTransfer', () => {
  it('needs a source, then a target', () => {
    expect(checkTransfer({ from: null, to: pg, amountText: '10' })).toEqual({
      ok: false,
      problem: 'noSource',
      field: 'source',
    });
    expect(checkTransfer({ from: wallet, to: null, amountText: '10' })).toEqual({
      ok: false,
      problem: 'noTarget',
      field: 'target',
    });
  });

  it('needs two different accounts', () => {
    expect(checkTransfer({ from: pg, to: pg, amountText: '10' })).toMatchObject({
      ok: false,
      problem: 'sameAccount',
    });
  });

  it.each([
    ['', 'empty'],
    ['abc', 'invalid'],
    ['1,00', 'invalid'],
    ['10.005', 'decimals'],
    ['10000001', 'tooLarge'],
  ])('refuses %j as %s, with parseAmount', (amountText, problem) => {
    expect(checkTransfer({ from: wallet, to: pg, amountText })).toEqual({
      ok: false,
      problem,
      field: 'amount',
    });
  });

  it('refuses below 1 baht and takes exactly 1 baht', () => {
    expect(checkTransfer({ from: wallet, to: pg, amountText: '0.99' })).toMatchObject({
      ok: false,
      problem: 'belowMinimum',
    });
    expect(checkTransfer({ from: wallet, to: pg, amountText: '0' })).toMatchObject({
      problem: 'belowMinimum',
    });
    expect(checkTransfer({ from: wallet, to: pg, amountText: '1' })).toEqual({
      ok: true,
      satang: 100,
    });
  });

  it("takes the source's whole balance and refuses a satang more", () => {
    expect(checkTransfer({ from: pg, to: wallet, amountText: '320' })).toEqual({
      ok: true,
      satang: 32000,
    });
    expect(checkTransfer({ from: pg, to: wallet, amountText: '320.01' })).toMatchObject({
      ok: false,
      problem: 'aboveBalance',
      field: 'amount',
    });
    expect(checkTransfer({ from: betflix, to: wallet, amountText: '1' })).toMatchObject({
      problem: 'aboveBalance',
    });
  });

  it('reads a thousands comma as the same amount', () => {
    expect(checkTransfer({ from: wallet, to: pg, amountText: '1,000.50' })).toEqual({
      ok: true,
      satang: 100050,
    });
  });
});

describe('transferAllPlan', () => {
  it('moves every positive balance but the target: the main wallet and the other games', () => {
    const plan = transferAllPlan([wallet, pg, betflix], betflix.code);
    expect(plan.sources).toEqual([wallet, pg]);
    expect(plan.satang).toBe(157050);
  });

  it('brings every game back into the main wallet when that is the target', () => {
    const plan = transferAllPlan([wallet, pg, betflix], wallet.code);
    expect(plan.sources).toEqual([pg]);
    expect(plan.satang).toBe(32000);
  });

  it('has nothing to move when the other accounts are empty', () => {
    expect(transferAllPlan([{ ...wallet, satang: satang(0) }, betflix], betflix.code)).toEqual({
      sources: [],
      satang: 0,
    });
  });
});

describe('transferAllPlan on the rows the sandbox reads', () => {
  it('skips the target whatever it holds and keeps the holdings in their order', () => {
    const rows = [
      { code: 'WALLET', satang: satang(500) },
      { code: 'pg', satang: satang(250) },
      { code: 'joker2', satang: satang(-1) },
      { code: 'betflix', satang: satang(100) },
    ];
    expect(transferAllPlan(rows, 'pg')).toEqual({
      sources: [rows[0], rows[3]],
      satang: 600,
    });
  });
});
