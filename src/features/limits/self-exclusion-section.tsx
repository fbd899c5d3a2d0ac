/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selfExclusionApi } from '../../api';
import { useBrand } from '../../domain/brand';
import { useErrorText } from '../../domain/error-text';
import { EXCLUSION_PERIODS, type ExclusionPeriod } from '../../domain/rules/self-exclusion';
import { useSession } from '../../domain/session';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { useDialog } from '../../ui/dialog-state';
import { PasswordField } from '../../ui/password-field';
import { useAction } from '../../ui/use-action';
import { LimitSection } from './limit-section';

/**
 * Time-out and self-exclusion, capability `selfExclusion` (docs/product.md#play-within-limits):
 * a length (a break of 24 hours, 7 or 30 days; an exclusion of 6 months, 1 or 5 years), the
 * password, a confirmation that says it cannot be undone; then the account is locked, every
 * session ends and this device is logged out, with the end in site time. The wallet offers
 * no way to shorten it.
 */
export function SelfExclusionSection() {
  const intl = useIntl();
  const dialog = useDialog();
  const errorText = useErrorText();
  const { logout } = useSession();
  const { timeZone } = useBrand();
  const [period, setPeriod] = useState<ExclusionPeriod>('24h');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = (each: ExclusionPeriod) =>
    intl.formatMessage({ id: `limits.break.option.${each}` });

  const lock = useAction(async () => {
    const confirmed = await dialog.confirm({
      title: intl.formatMessage({ id: 'limits.break.confirmTitle' }),
      text: intl.formatMessage({ id: 'limits.break.confirmText' }, { length: length(period) }),
      confirmLabel: intl.formatMessage({ id: 'limits.break.confirm' }),
      danger: true,
    });
    if (!confirmed) return;
    const result = await selfExclusionApi.exclude({ period, password });
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'limits.break.failed' }), errorText(result.error));
      return;
    }
    const until = formatDateTime(result.data.until, timeZone);
    // Every session has ended on the server: this device forgets its login too.
    await logout();
    void dialog.success(intl.formatMessage({ id: 'limits.break.done' }, { date: until }));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem(intl.formatMessage({ id: 'limits.break.passwordRequired' }));
      return;
    }
    setProblem(null);
    void lock.run();
  };

  return (
    <LimitSection
      title={<FormattedMessage id="limits.break.title" />}
      what={<FormattedMessage id="limits.break.what" />}
    >
      <form onSubmit={submit} noValidate css={css`display: grid; gap: 12px;`}>
        <ChoiceGroup
          label={<FormattedMessage id="limits.break.length" />}
          name="exclusion-length"
          choices={EXCLUSION_PERIODS.map((each) => ({ value: each, label: length(each) }))}
          value={period}
          onChange={(value) => {
            const chosen = EXCLUSION_PERIODS.find((each) => each === value);
            if (chosen) setPeriod(chosen);
          }}
        />
        <PasswordField
          label={<FormattedMessage id="limits.break.password" />}
          toggleLabel={intl.formatMessage({ id: 'limits.break.showPassword' })}
          name="exclusion-password"
          autoComplete="current-password"
          value={password}
          onChange={(next) => {
            setPassword(next);
            setProblem(null);
          }}
          error={problem ?? undefined}
        />
        <Button type="submit" variant="danger" loading={lock.busy} css={css`min-height: 48px;`}>
          <FormattedMessage id="limits.break.submit" />
        </Button>
      </form>
    </LimitSection>
  );
}
