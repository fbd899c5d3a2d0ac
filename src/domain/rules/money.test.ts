import { MAX_SATANG, parseAmount, sumAmounts, TRANSFER_MIN_SATANG, toSatang } from './money';

describe('parseAmount', () => {
  it.each([
    ['1000.5', 100050],
    ['1,000.50', 100050],
    [' 1 000.50 ', 100050],
    ['0.01', 1],
    ['.5', 50],
    ['5.', 500],
    ['007', 700],
    ['1,234,567.89', 123456789],
    ['100000', 10000000],
  ])('reads %j as %d satang', (text, satang) => {
    expect(parseAmount(text)).toEqual({ ok: true, satang });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1.005', 'decimals'],
    ['0.001', 'decimals'],
    ['-5', 'invalid'],
    ['+5', 'invalid'],
    ['1e3', 'invalid'],
    ['0x10', 'invalid'],
    ['abc', 'invalid'],
    ['1,00', 'invalid'],
    ['1,0000', 'invalid'],
    ['.', 'invalid'],
    ['1.2.3', 'invalid'],
    ['10000000.01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseAmount(text)).toEqual({ ok: false, problem });
  });

  it('accepts the largest amount and nothing above it', () => {
    expect(parseAmount('10,000,000.00')).toEqual({ ok: true, satang: MAX_SATANG });
  });

  it('puts the transfer minimum at exactly 1 baht', () => {
    expect(parseAmount('1')).toEqual({ ok: true, satang: TRANSFER_MIN_SATANG });
    const below = parseAmount('0.99');
    expect(below.ok && below.satang < TRANSFER_MIN_SATANG).toBe(true);
  });
});

describe('toSatang', () => {
  it('keeps wire amounts with up to 2 decimals exact', () => {
    expect(toSatang(0.1)).toBe(10);
    expect(toSatang(1.15)).toBe(115);
    expect(toSatang(19.99)).toBe(1999);
  });
  it('refuses more than 2 decimals and non-numbers', () => {
    expect(toSatang(1.005)).toBeNull();
    expect(toSatang(Number.NaN)).toBeNull();
    expect(toSatang(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('sumAmounts', () => {
  it('adds in satang', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([1250.5, 100.25, 0.01])).toBe(1350.76);
    expect(sumAmounts([])).toBe(0);
  });
});
