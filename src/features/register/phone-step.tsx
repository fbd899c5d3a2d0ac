import { FormattedMessage } from 'react-intl';
import { useBrand } from '../../domain/brand';
import { cleanPhone } from '../../domain/rules/account';
import { Field } from '../../ui/field';
import type { StepProps } from './step-props';

/** Step 1: the phone number, which becomes the username. */
export function PhoneStep({ form, errors, update }: StepProps) {
  const brand = useBrand();
  return (
    <Field
      label={<FormattedMessage id="register.phone" />}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      // A format hint (docs/product.md#step-1-phone), never a number: an empty field that
      // shows a number looks filled in.
      placeholder={brand.phone.placeholder}
      hint={
        <FormattedMessage id="register.phoneFormat" values={{ format: brand.phone.placeholder }} />
      }
      value={form.phone}
      error={errors.phone}
      onChange={(event) => update('phone', cleanPhone(event.target.value))}
    />
  );
}
