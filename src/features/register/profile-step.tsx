/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { lookupApi, lookupPaths, unwrap } from '../../api';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { SelectField } from '../../ui/select-field';
import type { StepProps } from './step-props';

/** Step 3: name, password twice, where the player heard of the site, and the invite code. */
export function ProfileStep({
  form,
  errors,
  update,
  inviteLocked,
  inviteClearable,
}: StepProps & { inviteLocked: boolean; inviteClearable: boolean }) {
  const intl = useIntl();
  const sources = useSWR(lookupPaths.sources, () => unwrap(lookupApi.sources()));
  return (
    <>
      <Field
        label={<FormattedMessage id="register.name" />}
        name="name"
        autoComplete="name"
        value={form.name}
        error={errors.name}
        onChange={(event) => update('name', event.target.value)}
      />
      <Field
        label={<FormattedMessage id="register.password" />}
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        error={errors.password}
        onChange={(event) => update('password', event.target.value)}
      />
      <Field
        label={<FormattedMessage id="register.confirmPassword" />}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => update('confirmPassword', event.target.value)}
      />
      <SelectField
        label={<FormattedMessage id="register.source" />}
        name="sourceCode"
        value={form.sourceCode}
        error={errors.sourceCode}
        onChange={(event) => update('sourceCode', event.target.value)}
      >
        <option value="">{intl.formatMessage({ id: 'register.sourceNone' })}</option>
        {(sources.data ?? []).map((source) => (
          <option key={source.code} value={source.code}>
            {source.description}
          </option>
        ))}
      </SelectField>
      <Field
        label={<FormattedMessage id="register.inviteCode" />}
        name="inviteCode"
        autoComplete="off"
        readOnly={inviteLocked}
        hint={inviteLocked ? <FormattedMessage id="register.inviteLocked" /> : undefined}
        value={form.inviteCode}
        error={errors.inviteCode}
        onChange={(event) => update('inviteCode', event.target.value)}
        trailing={
          inviteClearable && form.inviteCode ? (
            // A square ✕ keeps the field wide on a 360 px screen; the name says what it does.
            <Button
              variant="secondary"
              aria-label={intl.formatMessage({ id: 'register.inviteClear' })}
              title={intl.formatMessage({ id: 'register.inviteClear' })}
              css={css`flex: none; width: 44px; padding: 0;`}
              onClick={() => update('inviteCode', '')}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          ) : undefined
        }
      />
    </>
  );
}
