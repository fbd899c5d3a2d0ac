import { inLaos, walletBrandWith } from '../../test/brands';
import {
  accountName,
  bankProblems,
  buildPayload,
  EMPTY_FORM,
  nameInput,
  passwordsMatch,
  profilePayload,
  profileProblem,
  type RegisterForm,
} from './register-rules';

/** A build of Thai mobiles and baht alone: no currency to choose. */
const bahtOnly = walletBrandWith(
  (b) => b.phone.country === 'TH' && b.currencies.length === 0,
  'takes Thai mobiles and baht alone',
);

const filled: RegisterForm = {
  phone: '0891234567',
  name: 'Somchai',
  password: 'secret1',
  confirmPassword: 'secret1',
  sourceCode: 'FACEBOOK',
  inviteCode: 'PR42',
  bankCode: 'KBANK',
  bankAccountNo: '1234567890',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  currency: '',
};

describe('profile step', () => {
  it('stops on the first empty required field, in screen order', () => {
    expect(profileProblem({ ...filled, name: ' ' })).toEqual({ field: 'name', kind: 'required' });
    expect(profileProblem({ ...filled, password: '' })).toEqual({
      field: 'password',
      kind: 'required',
    });
    expect(profileProblem({ ...filled, confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      kind: 'required',
    });
  });

  it('needs matching passwords', () => {
    expect(passwordsMatch('abc', 'abc')).toBe(true);
    expect(passwordsMatch('abc', 'abC')).toBe(false);
    expect(passwordsMatch('abc ', 'abc')).toBe(false);
    expect(profileProblem({ ...filled, confirmPassword: 'other' })).toEqual({
      field: 'confirmPassword',
      kind: 'mismatch',
    });
    expect(profileProblem(filled)).toBeNull();
  });

  it('does not need source or invite code', () => {
    expect(profileProblem({ ...filled, sourceCode: '', inviteCode: '' })).toBeNull();
  });
});

describe('account names', () => {
  it('are typed in uppercase', () => {
    expect(nameInput('somchai', true)).toBe('SOMCHAI');
    expect(nameInput('somchai', false)).toBe('somchai');
  });

  it('join first and last name with one space', () => {
    expect(accountName(' Somchai ', ' Jaidee ')).toBe('Somchai Jaidee');
  });
});

describe('bank step', () => {
  it('lists every empty required field', () => {
    const problems = bankProblems(
      { ...EMPTY_FORM, phone: '0891234567' },
      { ...bahtOnly, currencies: [] },
    );
    expect(problems.map((p) => p.field)).toEqual([
      'bankCode',
      'bankAccountNo',
      'firstName',
      'lastName',
    ]);
    expect(problems.every((p) => p.kind === 'required')).toBe(true);
  });

  it('needs a currency only where the brand has a choice', () => {
    expect(bankProblems(filled, bahtOnly)).toEqual([]);
    expect(bankProblems(filled, inLaos)).toEqual([{ field: 'currency', kind: 'required' }]);
    expect(bankProblems({ ...filled, currency: 'LAK' }, inLaos)).toEqual([]);
  });

  it('refuses a Thai-script name for KTB, TMB and BBL', () => {
    for (const bankCode of ['KTB', 'TMB', 'BBL']) {
      expect(bankProblems({ ...filled, bankCode }, bahtOnly)).toEqual([
        { field: 'firstName', kind: 'english' },
      ]);
      expect(
        bankProblems({ ...filled, bankCode, firstName: 'SOMCHAI', lastName: 'JAIDEE' }, bahtOnly),
      ).toEqual([]);
    }
    expect(bankProblems(filled, bahtOnly)).toEqual([]);
  });
});

describe('registration payload', () => {
  it('joins the account name with one space and sends no currency without a choice', () => {
    expect(buildPayload({ ...filled, currency: 'LAK' }, bahtOnly)).toEqual({
      name: 'Somchai',
      username: '0891234567',
      password: 'secret1',
      sourceCode: 'FACEBOOK',
      inviteCode: 'PR42',
      bankCode: 'KBANK',
      bankAccountName: 'สมชาย ใจดี',
      bankAccountNo: '1234567890',
    });
  });

  it('sends the currency where the brand has a choice', () => {
    expect(buildPayload({ ...filled, currency: 'BAHT' }, inLaos)).toMatchObject({
      currency: 'BAHT',
      bankAccountName: 'สมชาย ใจดี',
    });
  });

  it('sends an English-only bank name in capitals', () => {
    const payload = buildPayload(
      { ...filled, bankCode: 'KTB', firstName: 'somchai ', lastName: ' jaidee' },
      bahtOnly,
    );
    expect(payload.bankAccountName).toBe('SOMCHAI JAIDEE');
  });

  it('validates step 3 with the fields known so far and no bank details', () => {
    expect(profilePayload({ ...filled, currency: 'LAK' })).toEqual({
      name: 'Somchai',
      username: '0891234567',
      password: 'secret1',
      sourceCode: 'FACEBOOK',
      inviteCode: 'PR42',
      bankCode: '',
      bankAccountName: '',
      bankAccountNo: '',
    });
  });
});
