import { newPasswordProblems } from './password';

describe('newPasswordProblems', () => {
  it('requires both fields', () => {
    expect(newPasswordProblems({ newPassword: '', confirm: '' })).toEqual({
      newPassword: 'required',
      confirm: 'required',
    });
  });

  it('refuses a confirmation that differs, by a trailing space too', () => {
    expect(newPasswordProblems({ newPassword: 'secret1', confirm: 'secret2' })).toEqual({
      confirm: 'notEqual',
    });
    expect(newPasswordProblems({ newPassword: 'secret ', confirm: 'secret' })).toEqual({
      confirm: 'notEqual',
    });
  });

  it('accepts a matching pair of any length', () => {
    expect(newPasswordProblems({ newPassword: 'x', confirm: 'x' })).toEqual({});
  });
});
