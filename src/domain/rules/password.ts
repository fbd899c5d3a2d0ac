/**
 * A new password typed twice (docs/product.md#profile), for the change-password modal and
 * the forgotten-password screen alike: both are required and must be the same; there is no
 * minimum length. Passwords are never trimmed: a space is part of the password.
 */
export interface NewPasswordForm {
  newPassword: string;
  confirm: string;
}

export type PasswordProblem = 'required' | 'notEqual';

export type NewPasswordProblems = Partial<Record<keyof NewPasswordForm, PasswordProblem>>;

/** Empty result: the new password may be sent. */
export function newPasswordProblems(form: NewPasswordForm): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (!form.newPassword) problems.newPassword = 'required';
  if (!form.confirm) problems.confirm = 'required';
  else if (form.newPassword && form.confirm !== form.newPassword) problems.confirm = 'notEqual';
  return problems;
}
