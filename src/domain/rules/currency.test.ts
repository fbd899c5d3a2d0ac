import { BRANDS, brandWith } from '../../../brands/data';
import { formatAmount } from '../../lib/format';
import {
  currencyOf,
  parseAmountIn,
  qrAmounts,
  ruleBookProblems,
  stepSatang,
  takesCurrency,
  withdrawLookupOf,
} from './currency';
import { satangCount } from './money';
import { checkTransfer, transferMinimum } from './transfer';
import { checkWithdraw, withdrawBounds } from './withdraw';

const { BAHT: baht, LAK: kip } = brandWith(
  (b) => b.currencies.includes('LAK'),
  'offers kip',
).currencyRules;

describe('amount rules per currency (docs/product.md#amounts-per-currency)', () => {
  it('every brand writes amounts its currencies can hold', () => {
    for (const brand of Object.values(BRANDS)) {
      expect(ruleBookProblems(brand.currencyRules), brand.id).toEqual([]);
    }
  });

  it('keeps a baht-only brand on the baht rules the Thai original had', () => {
    const bahtOnly = brandWith((b) => b.currencies.length === 0, 'holds baht alone').currencyRules
      .BAHT;
    expect(bahtOnly).toMatchObject({ fractionDigits: 2, transferMin: 1, depositMin: 1 });
    expect(withdrawLookupOf(bahtOnly)).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
    expect(bahtOnly.qr.KBANK).toEqual({ quickAmounts: [10, 20, 50, 100, 500, 1000], minimum: 1 });
  });

  it('writes kip without decimals and baht with two', () => {
    expect(formatAmount(1_000_000, kip.fractionDigits)).toBe('1,000,000');
    expect(formatAmount(1234.5, 2)).toBe('1,234.50');
    expect(stepSatang(kip)).toBe(100);
    expect(stepSatang(baht)).toBe(1);
  });

  it('refuses decimals in kip, even .00, and takes them in baht', () => {
    expect(parseAmountIn('50,000', kip)).toEqual({ ok: true, satang: 5_000_000 });
    expect(parseAmountIn('50000.50', kip)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmountIn('50000.00', kip)).toEqual({ ok: false, problem: 'decimals' });
    expect(parseAmountIn('', kip)).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmountIn('100.55', baht)).toEqual({ ok: true, satang: 10_055 });
  });

  it('has kip minimums in kip, not baht ones', () => {
    expect(transferMinimum(kip)).toBe(100_000);
    expect(transferMinimum(undefined)).toBe(100);
    const from = { code: 'WALLET', name: null, satang: satangCount(100_000_000) };
    const to = { code: 'pg', name: 'PG', satang: satangCount(0) };
    expect(checkTransfer({ from, to, amountText: '999', rules: kip })).toMatchObject({
      problem: 'belowMinimum',
    });
    expect(checkTransfer({ from, to, amountText: '1,000', rules: kip })).toEqual({
      ok: true,
      satang: 100_000,
    });
    const bounds = withdrawBounds(withdrawLookupOf(kip));
    const available = satangCount(100_000_000);
    expect(
      checkWithdraw({ amountText: '49,999', bounds, availableSatang: available, rules: kip }),
    ).toMatchObject({ problem: 'belowMin' });
    expect(
      checkWithdraw({ amountText: '50000.5', bounds, availableSatang: available, rules: kip }),
    ).toMatchObject({ problem: 'decimals' });
    expect(
      checkWithdraw({ amountText: '50,000', bounds, availableSatang: available, rules: kip }),
    ).toEqual({ ok: true, satang: 5_000_000 });
  });

  it('offers a QR provider only in the currencies it takes', () => {
    expect(qrAmounts(kip, 'KBANK')).toBeNull();
    expect(qrAmounts(kip, 'PAYTIMZ')?.minimum).toBe(1_000_000);
    expect(qrAmounts(baht, 'KBANK')?.minimum).toBe(100);
  });

  it('shows an account in its own currency only, one naming none in every currency', () => {
    expect(takesCurrency({ currency: 'LAK' }, 'LAK')).toBe(true);
    expect(takesCurrency({ currency: 'BAHT' }, 'LAK')).toBe(false);
    expect(takesCurrency({ currency: 'BAHT' }, 'BAHT')).toBe(true);
    expect(takesCurrency({ currency: null }, 'LAK')).toBe(true);
  });

  it('reads a stored currency: kip for LAK, baht otherwise', () => {
    expect(currencyOf('LAK')).toBe('LAK');
    expect(currencyOf(null)).toBe('BAHT');
    expect(currencyOf('BAHT')).toBe('BAHT');
  });
});
