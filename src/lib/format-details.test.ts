import { amountSign, formatAccountNo, formatCountdown, shortId } from './format-details';

describe('formatAccountNo', () => {
  it('shows exactly 10 digits as 3-3-rest', () => {
    expect(formatAccountNo('1234567890')).toBe('123-456-7890');
  });

  it('leaves other lengths as they are', () => {
    expect(formatAccountNo('123456789')).toBe('123456789');
    expect(formatAccountNo('12345678901234')).toBe('12345678901234');
    expect(formatAccountNo('')).toBe('');
  });

  it('leaves 10 characters that are not all digits as they are', () => {
    expect(formatAccountNo('12345678a0')).toBe('12345678a0');
    expect(formatAccountNo('123-456-78')).toBe('123-456-78');
    expect(formatAccountNo(' 123456789')).toBe(' 123456789');
  });
});

describe('shortId', () => {
  it('shows a long id as an ellipsis and its last 8 characters', () => {
    expect(shortId('64f0c0ffee1234567890abcd')).toBe('…7890abcd');
    expect(shortId('12345678901')).toBe('…45678901');
  });

  it('shows an id of 10 characters or fewer whole', () => {
    expect(shortId('64f0c0ffee')).toBe('64f0c0ffee');
    expect(shortId('')).toBe('');
  });
});

describe('amountSign', () => {
  it('is plus for deposit and bonus, minus for withdraw, none otherwise', () => {
    expect(amountSign('deposit')).toBe('+');
    expect(amountSign('bonus')).toBe('+');
    expect(amountSign('withdraw')).toBe('-');
    expect(amountSign('transfer')).toBe('');
    expect(amountSign('finish_bonus')).toBe('');
  });

  it('is none for a type it does not know, and matches the type exactly', () => {
    expect(amountSign('refund')).toBe('');
    expect(amountSign('DEPOSIT')).toBe('');
    expect(amountSign('')).toBe('');
  });
});

describe('formatCountdown', () => {
  it('is mm:ss and stops at 00:00', () => {
    expect(formatCountdown(125_000, 0)).toBe('02:05');
    expect(formatCountdown(0, 5_000)).toBe('00:00');
  });
});
