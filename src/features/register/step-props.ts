import type { FormField, RegisterForm } from './register-rules';

/** Inline error texts by field; `otpCode` is the code of step 2, not part of the payload. */
export type FieldErrors = Partial<Record<FormField | 'otpCode', string>>;

/** What every form step receives: the one form object and a way to change one field. */
export interface StepProps {
  form: RegisterForm;
  errors: FieldErrors;
  update: (field: FormField, value: string) => void;
}
