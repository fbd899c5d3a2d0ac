import { brandWith } from '../../brands/data';
import type { QrProvider } from '../api';
import { qrCreateCheck, quickAmountText } from './qr-providers';
import { parseAmountIn, qrAmounts } from './rules/currency';
import { parseAmount, satangCount } from './rules/money';

const { BAHT: baht, LAK: kip } = brandWith(
  (b) => b.currencies.includes('LAK'),
  'offers kip',
).currencyRules;
const minimum = (provider: QrProvider, rules = baht) => {
  const amounts = qrAmounts(rules, provider);
  if (!amounts) throw new Error(`${provider} takes no such currency`);
  return amounts.minimum;
};
const check = (provider: QrProvider, typed: string, rules = baht) => {
  const parsed = parseAmountIn(typed, rules);
  return qrCreateCheck(provider, parsed.ok ? parsed.satang : null, minimum(provider, rules));
};

describe('QR provider rules (docs/product.md#qr-codes)', () => {
  it('has the quick amounts of the product rules, in order', () => {
    expect(baht.qr.KBANK?.quickAmounts).toEqual([10, 20, 50, 100, 500, 1000]);
    expect(baht.qr.WW?.quickAmounts).toEqual([100, 200, 300, 500, 1000]);
    expect(baht.qr.PAYTIMZ?.quickAmounts).toEqual([10, 50, 100, 500, 1000]);
  });

  it('KBANK: disabled at 0 or less, a tap under 1 sends nothing, 1 and more is sent', () => {
    expect(check('KBANK', '0')).toBe('disabled');
    expect(check('KBANK', '0.00')).toBe('disabled');
    expect(check('KBANK', '0.01')).toBe('belowMinimum');
    expect(check('KBANK', '0.99')).toBe('belowMinimum');
    expect(check('KBANK', '1')).toBe('send');
    expect(check('KBANK', '1.01')).toBe('send');
    expect(qrCreateCheck('KBANK', satangCount(-100), minimum('KBANK'))).toBe('disabled');
  });

  it('WW: minimum 100, create disabled below it', () => {
    expect(check('WW', '0')).toBe('disabled');
    expect(check('WW', '1')).toBe('disabled');
    expect(check('WW', '99.99')).toBe('disabled');
    expect(check('WW', '100')).toBe('send');
    expect(check('WW', '100.01')).toBe('send');
  });

  it('PAYTIMZ: minimum 10, create disabled below it', () => {
    expect(check('PAYTIMZ', '0')).toBe('disabled');
    expect(check('PAYTIMZ', '9.99')).toBe('disabled');
    expect(check('PAYTIMZ', '10')).toBe('send');
    expect(check('PAYTIMZ', '10.01')).toBe('send');
  });

  it('every provider: nothing typed or a refused amount keeps create disabled', () => {
    for (const provider of ['KBANK', 'WW', 'PAYTIMZ'] as const) {
      for (const typed of ['', '  ', 'abc', '1,00', '100.001', '-100', '10000000.01']) {
        expect(check(provider, typed), `${provider} "${typed}"`).toBe('disabled');
      }
      expect(check(provider, '10,000,000'), provider).toBe('send');
    }
  });

  it('every quick amount of a provider can be sent, and fills the field as typed', () => {
    for (const provider of ['KBANK', 'WW', 'PAYTIMZ'] as const) {
      for (const amount of baht.qr[provider]?.quickAmounts ?? []) {
        const text = quickAmountText(amount);
        expect(parseAmount(text)).toEqual({ ok: true, satang: amount * 100 });
        expect(check(provider, text), `${provider} ${amount}`).toBe('send');
      }
    }
  });

  it('kip: the Thai bank QR takes no kip; WW and PAYTIMZ in whole kip from their kip minimums', () => {
    expect(qrAmounts(kip, 'KBANK')).toBeNull();
    expect(kip.qr.PAYTIMZ?.quickAmounts).toEqual([10_000, 50_000, 100_000, 500_000, 1_000_000]);
    expect(check('PAYTIMZ', '9,999', kip)).toBe('disabled');
    expect(check('PAYTIMZ', '10,000', kip)).toBe('send');
    expect(check('PAYTIMZ', '10000.50', kip)).toBe('disabled');
    expect(check('WW', '49,999', kip)).toBe('disabled');
    expect(check('WW', '50000', kip)).toBe('send');
    for (const provider of ['WW', 'PAYTIMZ'] as const) {
      for (const amount of kip.qr[provider]?.quickAmounts ?? []) {
        expect(check(provider, quickAmountText(amount), kip), `${provider} ${amount}`).toBe('send');
      }
    }
  });
});
