import type { IntlShape } from 'react-intl';
import type { PhoneProblem } from '../../domain/rules/phone';
import type { Problem, RegisterBrand } from './register-rules';
import type { FieldErrors } from './step-props';

/**
 * What the wizard says under a field its own checks refused (register-rules.ts and the
 * phone rule find the problems; the texts are here, in the reader's language).
 */

export function phoneProblemText(
  intl: IntlShape,
  problem: Exclude<PhoneProblem, 'required'>,
  phone: RegisterBrand['phone'],
): string {
  return problem === 'length'
    ? intl.formatMessage({ id: 'register.phoneLength' }, { length: phone.length })
    : intl.formatMessage({ id: 'register.phoneInvalid' }, { format: phone.placeholder });
}

export function bankProblemTexts(intl: IntlShape, problems: readonly Problem[]): FieldErrors {
  const texts: FieldErrors = {};
  for (const { field, kind } of problems) {
    if (kind === 'english') {
      texts[field] = intl.formatMessage({ id: 'error.BANK_ACCOUNT_NAME_ENG' });
    } else if (field === 'bankCode') {
      texts[field] = intl.formatMessage({ id: 'register.chooseBank' });
    } else if (field === 'currency') {
      texts[field] = intl.formatMessage({ id: 'register.chooseCurrency' });
    } else {
      texts[field] = intl.formatMessage({ id: 'register.required' });
    }
  }
  return texts;
}
