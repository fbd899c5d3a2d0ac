import { brand as defaultBrand } from '../../../brands/brand';
import {
  bankNameProblem,
  cleanPhone,
  isEnglishName,
  needsEnglishName,
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
      expect(needsEnglishName(code, defaultBrand.englishNameBanks)).toBe(true);
    }
    expect(needsEnglishName('KBANK', defaultBrand.englishNameBanks)).toBe(false);
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

describe('phone input', () => {
  it('keeps digits only', () => {
    expect(cleanPhone(' 081-234 5678a')).toBe('0812345678');
  });
});
