import { passwordProblems } from './password-rules';

describe('passwordProblems', () => {
  it('requires every field', () => {
    expect(passwordProblems({ oldPassword: '', newPassword: '', confirm: '' })).toEqual({
      oldPassword: 'required',
      newPassword: 'required',
      confirm: 'required',
    });
  });

  it('refuses a confirmation that differs from the new password, by a single character too', () => {
    expect(
      passwordProblems({ oldPassword: 'a', newPassword: 'secret1', confirm: 'secret2' }),
    ).toEqual({
      confirm: 'notEqual',
    });
    expect(
      passwordProblems({ oldPassword: 'a', newPassword: 'secret ', confirm: 'secret' }),
    ).toEqual({
      confirm: 'notEqual',
    });
  });

  it('accepts a matching pair of any length', () => {
    expect(passwordProblems({ oldPassword: 'demo1234', newPassword: 'x', confirm: 'x' })).toEqual(
      {},
    );
  });
});
