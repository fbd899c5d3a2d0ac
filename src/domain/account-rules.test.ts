import { bankNameProblem, isEnglishName, needsEnglishName } from './bank-name';

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
    expect(needsEnglishName(banks, { bankCode: 'KTB', bankAccountName: 'สมหญิง ทดสอบ' })).toBe(true);
    expect(needsEnglishName(banks, { bankCode: 'KTB', bankAccountName: 'SOMYING TEST' })).toBe(
      false,
    );
    expect(needsEnglishName(banks, { bankCode: 'KBANK', bankAccountName: 'สมชาย' })).toBe(false);
    expect(needsEnglishName([], { bankCode: 'KTB', bankAccountName: 'สมหญิง' })).toBe(false);
    expect(needsEnglishName(banks, undefined)).toBe(false);
  });
});
