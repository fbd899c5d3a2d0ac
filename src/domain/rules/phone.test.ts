import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../brands/data';
import { formatPhone, nationalMobile, phoneProblem } from './phone';

const thai = BRANDS.thai.phone;
const lao = BRANDS.lao.phone;

describe('nationalMobile', () => {
  it('reads a Thai mobile however it is typed, as national digits', () => {
    for (const typed of [
      '0812345678',
      '081 234 5678',
      '+66 81 234 5678',
      '66812345678',
      '812345678',
    ]) {
      expect(nationalMobile(typed, 'TH'), typed).toBe('0812345678');
    }
  });

  it('reads Lao mobiles: 020 and eight digits, 030 and seven', () => {
    for (const typed of ['02055512345', '020 5551 2345', '+856 20 5551 2345', '8562055512345']) {
      expect(nationalMobile(typed, 'LA'), typed).toBe('02055512345');
    }
    expect(nationalMobile('0305551234', 'LA')).toBe('0305551234');
  });

  it('is null for what is not a mobile of the country', () => {
    expect(nationalMobile('12345', 'LA')).toBeNull();
    expect(nationalMobile('0205551234', 'LA')).toBeNull();
    expect(nationalMobile('0812345678', 'LA')).toBeNull();
    expect(nationalMobile('02055512345', 'TH')).toBeNull();
    expect(nationalMobile('0212345678', 'TH')).toBeNull();
    expect(nationalMobile('', 'TH')).toBeNull();
  });
});

describe('phoneProblem (what is sent)', () => {
  it('is required', () => {
    expect(phoneProblem('', thai)).toBe('required');
    expect(phoneProblem('', lao)).toBe('required');
  });

  it('takes the national digits of a mobile of the country, nothing else', () => {
    expect(phoneProblem('0812345678', thai)).toBeNull();
    expect(phoneProblem('02055512345', lao)).toBeNull();
    expect(phoneProblem('12345', lao)).toBe('invalid');
    expect(phoneProblem('081 234 5678', thai)).toBe('invalid');
    expect(phoneProblem('+66812345678', thai)).toBe('invalid');
    expect(phoneProblem('0212345678', thai)).toBe('invalid');
  });

  it("says 'length' where the build has a fixed digit count (the fixed wording)", () => {
    expect(phoneProblem('081234567', thai)).toBe('length');
    expect(phoneProblem('08123456789', thai)).toBe('length');
    expect(phoneProblem('0205551234', lao)).toBe('invalid');
  });

  it("passes every brand's demo and seeded logins", () => {
    for (const brand of Object.values(BRANDS)) {
      for (const login of [brand.demo, ...brand.extraDemoLogins]) {
        expect(phoneProblem(login.phone, brand.phone), login.phone).toBeNull();
      }
    }
  });
});

describe('formatPhone', () => {
  it('writes a mobile as the country does, anything else as given', () => {
    expect(formatPhone('0812345678', 'TH')).toBe('081 234 5678');
    expect(formatPhone('02055512345', 'LA')).toBe('020 55 512 345');
    expect(formatPhone('12345', 'LA')).toBe('12345');
  });
});
