import { css, useTheme } from '@emotion/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { realityCheckChanges } from '../../api';
import { useErrorText } from '../../domain/error-text';
import { useRealityCheck } from '../../domain/reality-check';
import { REALITY_INTERVALS, type RealityInterval } from '../../domain/rules/reality-check';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { useAction } from '../../ui/use-action';

/**
 * The reality check, capability `realityCheck` (docs/product.md#play-within-limits): off, or
 * a reminder every 30, 60 or 120 minutes after the login. Saved for the member and applied
 * at once; the reminder itself is the member shell's (src/app/reality-check-host.tsx), which
 * reads the same answer (src/domain/reality-check.ts), so a new interval re-arms it at once.
 */
export function RealityCheckSection() {
  const theme = useTheme();
  const intl = useIntl();
  const dialog = useDialog();
  const errorText = useErrorText();
  const headingId = useId();
  const check = useRealityCheck();
  const saved = check.data?.intervalMinutes;
  const [choice, setChoice] = useState<RealityInterval | null>(null);
  useEffect(() => {
    if (saved !== undefined) setChoice((current) => current ?? saved);
  }, [saved]);

  const save = useAction(async (minutes: RealityInterval) => {
    const result = await realityCheckChanges.set({ intervalMinutes: minutes });
    if (!result.ok) {
      void dialog.error(
        intl.formatMessage({ id: 'limits.reality.saveFailed' }),
        errorText(result.error),
      );
      return;
    }
    void check.mutate(result.data, { revalidate: false });
    void dialog.success(
      intl.formatMessage({ id: 'limits.reality.saved' }, { minutes: result.data.intervalMinutes }),
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null) void save.run(choice);
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
        <FormattedMessage id="limits.reality.title" />
      </h2>
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
        <FormattedMessage id="limits.reality.what" />
      </p>
      {check.error && !check.data ? (
        <div role="alert" css={css`display: grid; gap: 8px; justify-items: start;`}>
          <p css={css`margin: 0; color: ${theme.danger};`}>
            <FormattedMessage id="limits.reality.failed" />
          </p>
          <Button
            variant="secondary"
            loading={check.isValidating}
            onClick={() => void check.mutate()}
          >
            <FormattedMessage id="ui.retry" />
          </Button>
        </div>
      ) : null}
      {check.data ? (
        <form onSubmit={submit} noValidate css={css`display: grid; gap: 12px;`}>
          <fieldset css={css`margin: 0; padding: 0; border: 0; min-width: 0;`}>
            <legend css={css`padding: 0; margin-bottom: 6px; font-weight: 600;`}>
              <FormattedMessage id="limits.reality.interval" />
            </legend>
            <div
              css={css`
                display: grid;
                grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
                gap: 8px;
              `}
            >
              {REALITY_INTERVALS.map((minutes) => (
                <label
                  key={minutes}
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
                    name="reality-interval"
                    value={minutes}
                    checked={choice === minutes}
                    onChange={() => setChoice(minutes)}
                    css={css`width: 20px; height: 20px; margin: 0;`}
                  />
                  <FormattedMessage id="limits.reality.option" values={{ minutes }} />
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" loading={save.busy} css={css`min-height: 44px;`}>
            <FormattedMessage id="limits.reality.save" />
          </Button>
        </form>
      ) : null}
    </section>
  );
}
