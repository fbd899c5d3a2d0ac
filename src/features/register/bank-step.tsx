/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { lookupApi, lookupPaths, unwrap } from '../../api';
import { useBankName } from '../../domain/bank-name';
import { useBrand } from '../../domain/brand';
import { needsEnglishName } from '../../domain/rules/account';
import { BankLogo } from '../../ui/bank-logo';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import type { StepProps } from './step-props';

/**
 * Step 4: the bank account money is paid to. Banks come from the lookup with their
 * bundled logos and their names in the reader's language (src/domain/bank-name.ts); for the brand's English-name banks the name labels say
 * so and what is typed turns uppercase (the screen uppercases it).
 */
export function BankStep({ form, errors, update }: StepProps) {
  const theme = useTheme();
  const intl = useIntl();
  const brand = useBrand();
  const banks = useSWR(lookupPaths.banks, () => unwrap(lookupApi.banks()));
  const englishOnly = needsEnglishName(form.bankCode, brand.englishNameBanks);
  const nameLabel = (id: string) => {
    const label = intl.formatMessage({ id });
    return englishOnly ? intl.formatMessage({ id: 'register.inEnglish' }, { label }) : label;
  };
  const bankName = useBankName();
  // Each bank in the reader's language (Thai script only on Thai screens).
  const recommended = brand.recommendedBanks.map((code) => {
    const bank = banks.data?.find((known) => known.code === code);
    return bank ? bankName(bank) : code;
  });

  let bankPicker: React.ReactNode;
  if (banks.data) {
    bankPicker = (
      <ChoiceGroup
        label={<FormattedMessage id="register.bank" />}
        name="bankCode"
        value={form.bankCode}
        onChange={(code) => update('bankCode', code)}
        error={errors.bankCode}
        hint={
          recommended.length > 0 ? (
            <FormattedMessage
              id="register.recommendedBanks"
              values={{ banks: intl.formatList(recommended, { type: 'disjunction' }) }}
            />
          ) : undefined
        }
        choices={banks.data.map((bank) => ({
          value: bank.code,
          label: bankName(bank),
          icon: <BankLogo code={bank.code} size={32} />,
        }))}
      />
    );
  } else if (banks.error) {
    bankPicker = (
      <div role="alert" css={css`display: grid; gap: 8px; justify-items: start;`}>
        <span css={css`color: ${theme.danger};`}>
          <FormattedMessage id="register.loadFailed" />
        </span>
        <Button variant="secondary" size="sm" onClick={() => void banks.mutate()}>
          <FormattedMessage id="ui.retry" />
        </Button>
      </div>
    );
  } else {
    bankPicker = (
      <div css={css`min-height: 120px; display: grid; place-items: center;`}>
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      </div>
    );
  }

  return (
    <>
      {bankPicker}
      <Field
        label={<FormattedMessage id="register.accountNo" />}
        name="bankAccountNo"
        inputMode="numeric"
        autoComplete="off"
        value={form.bankAccountNo}
        error={errors.bankAccountNo}
        onChange={(event) => update('bankAccountNo', event.target.value)}
      />
      <Field
        label={nameLabel('register.firstName')}
        name="firstName"
        autoComplete="given-name"
        autoCapitalize={englishOnly ? 'characters' : 'words'}
        value={form.firstName}
        error={errors.firstName}
        onChange={(event) => update('firstName', event.target.value)}
      />
      <Field
        label={nameLabel('register.lastName')}
        name="lastName"
        autoComplete="family-name"
        autoCapitalize={englishOnly ? 'characters' : 'words'}
        value={form.lastName}
        error={errors.lastName}
        onChange={(event) => update('lastName', event.target.value)}
      />
      {brand.currencies.length > 0 ? (
        <ChoiceGroup
          label={<FormattedMessage id="register.currency" />}
          name="currency"
          value={form.currency}
          onChange={(currency) => update('currency', currency)}
          error={errors.currency}
          choices={brand.currencies.map((currency) => ({
            value: currency,
            label: intl.formatMessage({ id: `register.currency.${currency}` }),
          }))}
        />
      ) : null}
    </>
  );
}
