import { brand as lao } from '../../../brands/lao';
import { brand as thai } from '../../../brands/thai';
import {
  bankNameProblem,
  cleanPhone,
  isEnglishName,
  needsEnglishName,
  phoneProblem,
  shouldAskEnglishName,
} from './account';

describe('bank account name rules', () => {
  it('accepts English letters and spaces only', () => {
    expect(isEnglishName('SOMYING TEST')).toBe(true);
    expect(isEnglishName('Somying Test')).toBe(true);
    expect(isEnglishName('สมหญิง ทดสอบ')).toBe(false);
    expect(isEnglishName('SOMYING 2')).toBe(false);
    expect(isEnglishName("O'NEIL")).toBe(false);
    expect(isEnglishName('   ')).toBe(false);
  });

  it('says what is wrong with an entered name', () => {
    expect(bankNameProblem('')).toBe('required');
    expect(bankNameProblem('  ')).toBe('required');
    expect(bankNameProblem('สมหญิง')).toBe('english');
    expect(bankNameProblem(' SOMYING TEST ')).toBeNull();
  });

  it('offers the edit only for English-name banks with a name that is not English', () => {
    const banks = ['KTB', 'TMB', 'BBL'];
    expect(shouldAskEnglishName(banks, { bankCode: 'KTB', bankAccountName: 'สมหญิง ทดสอบ' })).toBe(
      true,
    );
    expect(shouldAskEnglishName(banks, { bankCode: 'KTB', bankAccountName: 'SOMYING TEST' })).toBe(
      false,
    );
    expect(shouldAskEnglishName(banks, { bankCode: 'KBANK', bankAccountName: 'สมชาย' })).toBe(
      false,
    );
    expect(shouldAskEnglishName([], { bankCode: 'KTB', bankAccountName: 'สมหญิง' })).toBe(false);
    expect(shouldAskEnglishName(banks, undefined)).toBe(false);
  });

  it('apply to the brand list of banks (KTB, TMB, BBL)', () => {
    for (const code of ['KTB', 'TMB', 'BBL']) {
      expect(needsEnglishName(code, thai.englishNameBanks)).toBe(true);
    }
    expect(needsEnglishName('KBANK', thai.englishNameBanks)).toBe(false);
    expect(needsEnglishName('KTB', [])).toBe(false);
  });

  it('accept English letters and spaces only, whatever the case', () => {
    expect(isEnglishName('SOMCHAI JAIDEE')).toBe(true);
    expect(isEnglishName('Mary Ann Smith')).toBe(true);
    expect(isEnglishName('สมชาย ใจดี')).toBe(false);
    expect(isEnglishName('SOMCHAI ใจดี')).toBe(false);
    expect(isEnglishName("O'NEIL JOHN")).toBe(false);
    expect(isEnglishName('JOHN2 DOE')).toBe(false);
    expect(isEnglishName('   ')).toBe(false);
  });
});

describe('phone rule', () => {
  it('is required', () => {
    expect(phoneProblem('', 10)).toBe('required');
  });

  it('takes digits only, 1 to 20 of them, and trims nothing (what is checked is what is sent)', () => {
    expect(phoneProblem('   ', null)).toBe('digits');
    expect(phoneProblem('081-234-5678', null)).toBe('digits');
    expect(phoneProblem(' 081234567', 10)).toBe('digits');
    expect(phoneProblem('1'.repeat(20), null)).toBeNull();
    expect(phoneProblem('1'.repeat(21), null)).toBe('digits');
  });

  it('needs exactly the brand length where the brand has one', () => {
    expect(phoneProblem('081234567', 10)).toBe('length');
    expect(phoneProblem('08123456789', 10)).toBe('length');
    expect(phoneProblem('0812345678', 10)).toBeNull();
  });

  it('has no length check where the brand has none', () => {
    expect(phoneProblem('020', null)).toBeNull();
    expect(phoneProblem('02055512345678', null)).toBeNull();
  });

  it('reads the brands: Thai 10 digits, Lao any length', () => {
    expect(phoneProblem('020555123', thai.phone.length)).toBe('length');
    expect(phoneProblem('020555123', lao.phone.length)).toBeNull();
  });

  it('keeps digits only', () => {
    expect(cleanPhone(' 081-234 5678a')).toBe('0812345678');
  });
});
