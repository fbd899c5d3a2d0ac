import { satangCount as satang } from './money';
import { boundsProblem, checkWithdraw, withdrawBounds, withdrawPlan } from './withdraw';

const bounds = withdrawBounds({ withdrawMin: 100, withdrawMax: 50_000 });

describe('withdrawBounds', () => {
  it('reads the lookup in satang', () => {
    expect(bounds).toEqual({ minSatang: 10000, maxSatang: 5000000 });
    expect(withdrawBounds({ withdrawMin: 0.1, withdrawMax: 0.3 })).toEqual({
      minSatang: 10,
      maxSatang: 30,
    });
  });

  it('never lets 0 through, even with a minimum of 0', () => {
    expect(withdrawBounds({ withdrawMin: 0, withdrawMax: 10 }).minSatang).toBe(1);
  });

  it('refuses a bound that is not a whole satang rather than rounding it (a data error)', () => {
    expect(() => withdrawBounds({ withdrawMin: 100.005, withdrawMax: 50_000 })).toThrow(RangeError);
    expect(() => withdrawBounds({ withdrawMin: 100, withdrawMax: 49_999.999 })).toThrow(RangeError);
    expect(() => withdrawBounds({ withdrawMin: Number.NaN, withdrawMax: 10 })).toThrow(RangeError);
  });

  it('puts an amount below, inside or above the bounds, the bounds themselves inside', () => {
    expect(boundsProblem(satang(9_999), bounds)).toBe('belowMin');
    expect(boundsProblem(satang(10_000), bounds)).toBeNull();
    expect(boundsProblem(satang(5_000_000), bounds)).toBeNull();
    expect(boundsProblem(satang(5_000_001), bounds)).toBe('aboveMax');
  });
});

describe('checkWithdraw', () => {
  const check = (amountText: string, available = 10_000_000) =>
    checkWithdraw({ amountText, bounds, availableSatang: satang(available) });

  it.each([
    ['', 'empty'],
    ['1e3', 'invalid'],
    ['-100', 'invalid'],
    ['100.001', 'decimals'],
  ])('refuses %j as %s, with parseAmount', (text, problem) => {
    expect(check(text)).toEqual({ ok: false, problem });
  });

  it('refuses below the minimum and takes the minimum itself', () => {
    expect(check('99.99')).toEqual({ ok: false, problem: 'belowMin' });
    expect(check('100')).toEqual({ ok: true, satang: 10000 });
  });

  it('refuses above the maximum and takes the maximum itself', () => {
    expect(check('50,000.01')).toEqual({ ok: false, problem: 'aboveMax' });
    expect(check('50000')).toEqual({ ok: true, satang: 5000000 });
  });

  it('refuses more than the withdrawable total and takes the total itself', () => {
    expect(check('1,570.76', 157075)).toEqual({ ok: false, problem: 'aboveAvailable' });
    expect(check('1570.75', 157075)).toEqual({ ok: true, satang: 157075 });
  });

  it('names the minimum first when the total is below it too', () => {
    expect(check('50', 4000)).toEqual({ ok: false, problem: 'belowMin' });
  });
});

describe('withdrawPlan', () => {
  const games = [
    { code: 'pg', satang: satang(32_000) },
    { code: 'empty', satang: satang(0) },
    { code: 'betflix', satang: satang(50_025) },
  ];

  it('takes the main wallet first', () => {
    expect(withdrawPlan(satang(10_000), satang(125_050), games)).toEqual({
      fromWallet: 10_000,
      fromGames: 0,
      takes: [],
      short: 0,
    });
  });

  it('takes the rest from the game accounts in their order, each as far as it goes', () => {
    expect(withdrawPlan(satang(150_000), satang(125_050), games)).toEqual({
      fromWallet: 125_050,
      fromGames: 24_950,
      takes: [{ code: 'pg', satang: 24_950 }],
      short: 0,
    });
    expect(withdrawPlan(satang(200_000), satang(125_050), games)).toEqual({
      fromWallet: 125_050,
      fromGames: 74_950,
      takes: [
        { code: 'pg', satang: 32_000 },
        { code: 'betflix', satang: 42_950 },
      ],
      short: 0,
    });
  });

  it('says what the games cannot cover', () => {
    expect(withdrawPlan(satang(300_000), satang(125_050), games).short).toBe(92_925);
    expect(withdrawPlan(satang(5_000), satang(0)).short).toBe(5_000);
  });

  it('without the games, still says how much they must give', () => {
    expect(withdrawPlan(satang(5_000), satang(0))).toMatchObject({
      fromWallet: 0,
      fromGames: 5_000,
    });
  });
});
