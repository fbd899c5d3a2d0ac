import {
  type NewPasswordForm,
  newPasswordProblems,
  type PasswordProblem,
} from '../../domain/rules/password';

export type { PasswordProblem };

/** The three fields of the change-password form. */
export interface PasswordForm extends NewPasswordForm {
  oldPassword: string;
}

export type PasswordProblems = Partial<Record<keyof PasswordForm, PasswordProblem>>;

/**
 * docs/product.md#profile: the old password is required, and the new one follows the rule
 * every new password follows (src/domain/rules/password.ts). Empty result: the form may be
 * sent.
 */
export function passwordProblems(form: PasswordForm): PasswordProblems {
  const problems: PasswordProblems = {};
  if (!form.oldPassword) problems.oldPassword = 'required';
  return { ...problems, ...newPasswordProblems(form) };
}
