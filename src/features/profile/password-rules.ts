/** The three fields of the change-password form. */
export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export type PasswordProblem = 'required' | 'notEqual';

export type PasswordProblems = Partial<Record<keyof PasswordForm, PasswordProblem>>;

/**
 * docs/product.md#profile: all three are required, and the new password and its
 * confirmation must be the same; there is no minimum length. Passwords are never trimmed:
 * a space is part of the password. Empty result: the form may be sent.
 */
export function passwordProblems(form: PasswordForm): PasswordProblems {
  const problems: PasswordProblems = {};
  if (!form.oldPassword) problems.oldPassword = 'required';
  if (!form.newPassword) problems.newPassword = 'required';
  if (!form.confirm) problems.confirm = 'required';
  else if (form.newPassword && form.confirm !== form.newPassword) problems.confirm = 'notEqual';
  return problems;
}
