/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../domain/error-text';
import { useRealityCheck } from '../../domain/reality-check';
import { useRealityCheckChanges } from '../../domain/reality-check-changes';
import {
  isRealityInterval,
  REALITY_INTERVALS,
  type RealityInterval,
} from '../../domain/rules/reality-check';
import { Button } from '../../ui/button';
import { ChoiceGroup } from '../../ui/choice-group';
import { useDialog } from '../../ui/dialog-state';
import { ReadFailed } from '../../ui/read-failed';
import { useAction } from '../../ui/use-action';
import { LimitSection } from './limit-section';

/**
 * The reality check, capability `realityCheck` (docs/product.md#play-within-limits): off, or
 * a reminder every 30, 60 or 120 minutes after the login. Saved for the member and applied
 * at once; the reminder itself is the member shell's (src/app/reality-check-host.tsx), which
 * reads the same answer (src/domain/reality-check.ts), so a new interval re-arms it at once.
 */
export function RealityCheckSection() {
  const intl = useIntl();
  const dialog = useDialog();
  const errorText = useErrorText();
  const check = useRealityCheck();
  const changes = useRealityCheckChanges();
  const saved = check.data?.intervalMinutes;
  const [choice, setChoice] = useState<RealityInterval | null>(null);
  useEffect(() => {
    if (saved !== undefined) setChoice((current) => current ?? saved);
  }, [saved]);

  const save = useAction(async (minutes: RealityInterval) => {
    const result = await changes.setInterval(minutes);
    if (!result.ok) {
      void dialog.error(
        intl.formatMessage({ id: 'limits.reality.saveFailed' }),
        errorText(result.error),
      );
      return;
    }
    void dialog.success(
      intl.formatMessage({ id: 'limits.reality.saved' }, { minutes: result.data.intervalMinutes }),
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice !== null) void save.run(choice);
  };

  return (
    <LimitSection
      title={<FormattedMessage id="limits.reality.title" />}
      what={<FormattedMessage id="limits.reality.what" />}
    >
      {check.error && !check.data ? (
        <ReadFailed retrying={check.isValidating} onRetry={() => void check.mutate()}>
          <FormattedMessage id="limits.reality.failed" />
        </ReadFailed>
      ) : null}
      {check.data ? (
        <form onSubmit={submit} noValidate css={css`display: grid; gap: 12px;`}>
          <ChoiceGroup
            label={<FormattedMessage id="limits.reality.interval" />}
            name="reality-interval"
            choices={REALITY_INTERVALS.map((minutes) => ({
              value: String(minutes),
              label: <FormattedMessage id="limits.reality.option" values={{ minutes }} />,
            }))}
            value={choice === null ? '' : String(choice)}
            onChange={(value) => {
              const minutes = Number(value);
              if (isRealityInterval(minutes)) setChoice(minutes);
            }}
          />
          <Button type="submit" loading={save.busy} css={css`min-height: 44px;`}>
            <FormattedMessage id="limits.reality.save" />
          </Button>
        </form>
      ) : null}
    </LimitSection>
  );
}
