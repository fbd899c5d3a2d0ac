import {
  exactSatang,
  MAX_SATANG,
  minSatang,
  parseAmount,
  roundSatang,
  type Satang,
  satangCount,
  satangToBaht,
  subtractSatang,
  sumAmounts,
  sumSatang,
  TRANSFER_MIN_SATANG,
  toSatang,
} from './money';

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

describe('roundSatang', () => {
  it('takes away the binary fraction noise of an amount with 2 decimals', () => {
    expect(roundSatang(19.99)).toBe(1999);
    expect(roundSatang(0.1 + 0.2)).toBe(30);
    expect(roundSatang(1250.5)).toBe(125050);
  });
});

describe('satangCount', () => {
  it('takes a whole count and refuses a fraction or an unsafe number', () => {
    expect(satangCount(2550)).toBe(2550);
    expect(() => satangCount(25.5)).toThrow(RangeError);
    expect(() => satangCount(Number.NaN)).toThrow(RangeError);
    expect(() => satangCount(2 ** 53)).toThrow(RangeError);
  });
});

describe('satang arithmetic', () => {
  it('adds, subtracts and compares in satang, and gives baht back for the wire', () => {
    const a = satangCount(1050);
    const b = satangCount(25);
    expect(sumSatang([a, b, b])).toBe(1100);
    expect(sumSatang([])).toBe(0);
    expect(subtractSatang(b, a)).toBe(-1025);
    expect(minSatang(a, b)).toBe(25);
    expect(satangToBaht(sumSatang([a, b]))).toBe(10.75);
  });
});

describe('the Satang type', () => {
  it('is made only by the money module: a baht number does not compile where satang are expected', () => {
    const takesSatang = (amount: Satang) => amount;
    // @ts-expect-error 12.5 is baht, a plain number, not Satang
    takesSatang(12.5);
    // @ts-expect-error a wire amount must go through toSatang or roundSatang first
    satangToBaht(100);
    // @ts-expect-error the sum of two Satang is a plain number again
    takesSatang(TRANSFER_MIN_SATANG + TRANSFER_MIN_SATANG);
    expect(takesSatang(roundSatang(12.5))).toBe(1250);
    // Satang still read as numbers: to compare and to show.
    const asNumber: number = TRANSFER_MIN_SATANG;
    expect(asNumber).toBe(100);
  });
});

describe('exactSatang', () => {
  it('reads up to 2 decimals exactly, at any size', () => {
    expect(exactSatang(0.29)).toBe(29);
    expect(exactSatang(1.1)).toBe(110);
    expect(exactSatang(125050.01)).toBe(12505001);
    expect(exactSatang(99_999_999.99)).toBe(9_999_999_999);
    expect(exactSatang(-12.5)).toBe(-1250);
    expect(exactSatang(0)).toBe(0);
  });
  // A tolerance relative to the amount let a third decimal through from 10,000 baht up.
  it('refuses a third decimal however large the amount', () => {
    for (const amount of [1.001, 10000.001, 125050.001, 9_999_999.999, 1e-7, 0.000001]) {
      expect(exactSatang(amount), String(amount)).toBeNull();
    }
  });
  it('refuses non-numbers and amounts beyond a safe integer of satang', () => {
    expect(exactSatang(Number.NaN)).toBeNull();
    expect(exactSatang(Number.POSITIVE_INFINITY)).toBeNull();
    expect(exactSatang(1e21)).toBeNull();
    expect(exactSatang(2 ** 53)).toBeNull();
  });
});
