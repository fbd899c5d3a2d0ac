import { css, useTheme } from '@emotion/react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selfExclusionApi } from '../../api';
import { useBrand } from '../../domain/brand';
import { useErrorText } from '../../domain/error-text';
import { EXCLUSION_PERIODS, type ExclusionPeriod } from '../../domain/rules/self-exclusion';
import { useSession } from '../../domain/session';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { PasswordField } from '../../ui/password-field';
import { useAction } from '../../ui/use-action';

/**
 * Time-out and self-exclusion, capability `selfExclusion` (docs/product.md#play-within-limits):
 * a length (a break of 24 hours, 7 or 30 days; an exclusion of 6 months, 1 or 5 years), the
 * password, a confirmation that says it cannot be undone; then the account is locked, every
 * session ends and this device is logged out, with the end in site time. The wallet offers
 * no way to shorten it.
 */
export function SelfExclusionSection() {
  const theme = useTheme();
  const intl = useIntl();
  const dialog = useDialog();
  const errorText = useErrorText();
  const { logout } = useSession();
  const { timeZone } = useBrand();
  const headingId = useId();
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
    <section
      aria-labelledby={headingId}
      css={css`
        display: grid;
        gap: 12px;
        margin-top: 24px;
        padding-top: 16px;
        border-top: 1px solid ${theme.border};
      `}
    >
      <h2 id={headingId} css={css`margin: 0; font-size: 18px;`}>
        <FormattedMessage id="limits.break.title" />
      </h2>
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
        <FormattedMessage id="limits.break.what" />
      </p>
      <form onSubmit={submit} noValidate css={css`display: grid; gap: 12px;`}>
        <fieldset css={css`margin: 0; padding: 0; border: 0; min-width: 0;`}>
          <legend css={css`padding: 0; margin-bottom: 6px; font-weight: 600;`}>
            <FormattedMessage id="limits.break.length" />
          </legend>
          <div
            css={css`
              display: grid;
              grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
              gap: 8px;
            `}
          >
            {EXCLUSION_PERIODS.map((each) => (
              <label
                key={each}
                css={css`
                  display: flex;
                  align-items: center;
                  gap: 8px;
                  min-height: 44px;
                  padding: 0 10px;
                  border: 1px solid ${theme.border};
                  border-radius: 8px;
                  cursor: pointer;
                  &:has(input:checked) {
                    border-color: ${theme.primary};
                    font-weight: 600;
                  }
                `}
              >
                <input
                  type="radio"
                  name="exclusion-length"
                  value={each}
                  checked={period === each}
                  onChange={() => setPeriod(each)}
                  css={css`width: 20px; height: 20px; margin: 0;`}
                />
                {length(each)}
              </label>
            ))}
          </div>
        </fieldset>
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
    </section>
  );
}
