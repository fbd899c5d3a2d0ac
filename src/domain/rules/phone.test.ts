import { describe, expect, it } from 'vitest';
import { BRANDS, brandWith } from '../../../brands/data';
import { formatPhone, nationalMobile, phoneProblem } from './phone';

const mobilesTH = brandWith((b) => b.phone.country === 'TH', 'takes Thai mobiles').phone;
const mobilesLA = brandWith((b) => b.phone.country === 'LA', 'takes Lao mobiles').phone;

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
    expect(phoneProblem('', mobilesTH)).toBe('required');
    expect(phoneProblem('', mobilesLA)).toBe('required');
  });

  it('takes the national digits of a mobile of the country, nothing else', () => {
    expect(phoneProblem('0812345678', mobilesTH)).toBeNull();
    expect(phoneProblem('02055512345', mobilesLA)).toBeNull();
    expect(phoneProblem('12345', mobilesLA)).toBe('invalid');
    expect(phoneProblem('081 234 5678', mobilesTH)).toBe('invalid');
    expect(phoneProblem('+66812345678', mobilesTH)).toBe('invalid');
    expect(phoneProblem('0212345678', mobilesTH)).toBe('invalid');
  });

  it("says 'length' where the build has a fixed digit count (the fixed wording)", () => {
    expect(phoneProblem('081234567', mobilesTH)).toBe('length');
    expect(phoneProblem('08123456789', mobilesTH)).toBe('length');
    expect(phoneProblem('0205551234', mobilesLA)).toBe('invalid');
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
