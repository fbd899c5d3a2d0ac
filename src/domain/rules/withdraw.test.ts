import { checkWithdraw, withdrawBounds, withdrawSources } from './withdraw';

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
});

describe('checkWithdraw', () => {
  const check = (amountText: string, availableSatang = 10_000_000) =>
    checkWithdraw({ amountText, bounds, availableSatang });

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

describe('withdrawSources', () => {
  it('takes the main wallet first', () => {
    expect(withdrawSources(10000, 125050)).toEqual({ fromWallet: 10000, fromGames: 0 });
  });

  it('takes the rest from the game accounts when the main wallet is short', () => {
    expect(withdrawSources(150000, 125050)).toEqual({ fromWallet: 125050, fromGames: 24950 });
    expect(withdrawSources(5000, 0)).toEqual({ fromWallet: 0, fromGames: 5000 });
  });
});
