/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DepositLimit } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { useDepositLimits, useSetDepositLimit } from '../../domain/deposit-limits';
import { useErrorText } from '../../domain/error-text';
import { LIMIT_PERIODS, type LimitPeriod } from '../../domain/rules/deposit-limits';
import { satangToBaht } from '../../domain/rules/money';
import { formatDateTime } from '../../lib/format';
import { AmountField } from '../../ui/amount-field';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { ReadFailed } from '../../ui/read-failed';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { LimitSection } from './limit-section';

/**
 * Deposit limits, capability `depositLimits` (docs/product.md#play-within-limits): per site
 * day, 7 and 30 days, each with what is left, a raise or removal that waits (its amount and
 * the time it applies), and a field to set a new one. The rules of what applies when are the
 * backend's (src/domain/rules/deposit-limits.ts); the screen shows what it answers.
 */
export function DepositLimitsSection() {
  const limits = useDepositLimits();

  return (
    <LimitSection
      title={<FormattedMessage id="limits.deposit.title" />}
      what={<FormattedMessage id="limits.deposit.what" />}
      first
    >
      {limits.error && !limits.data ? (
        <ReadFailed retrying={limits.isValidating} onRetry={() => void limits.mutate()}>
          <FormattedMessage id="limits.failed" />
        </ReadFailed>
      ) : null}
      {limits.data
        ? LIMIT_PERIODS.map((period) => (
            <PeriodLimit
              key={period}
              period={period}
              limit={limits.data?.limits.find((each) => each.period === period)}
            />
          ))
        : null}
    </LimitSection>
  );
}

function PeriodLimit({ period, limit }: { period: LimitPeriod; limit: DepositLimit | undefined }) {
  const theme = useTheme();
  const headingId = useId();
  const intl = useIntl();
  const money = useMoney();
  const dialog = useDialog();
  const errorText = useErrorText();
  const { timeZone } = useBrand();
  const setLimit = useSetDepositLimit();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const amount = limit?.amount ?? null;
  const pending = limit?.pending ?? null;

  const save = useAction(async (next: number | null) => {
    const result = await setLimit({ period, amount: next });
    if (!result.ok) {
      void dialog.error(intl.formatMessage({ id: 'limits.saveFailed' }), errorText(result.error));
      return;
    }
    setText('');
    const saved = result.data.limits.find((each) => each.period === period);
    void dialog.success(
      saved?.pending
        ? intl.formatMessage(
            { id: 'limits.savedLater' },
            { time: formatDateTime(saved.pending.appliesAt, timeZone) },
          )
        : intl.formatMessage({ id: 'limits.savedNow' }),
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = money.parse(text);
    if (!parsed.ok) {
      setProblem(intl.formatMessage({ id: money.problemMessage(parsed.problem) }));
      return;
    }
    if (parsed.satang <= 0) {
      setProblem(intl.formatMessage({ id: 'limits.amountPositive' }));
      return;
    }
    setProblem(null);
    void save.run(satangToBaht(parsed.satang));
  };

  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
      css={css`
        display: grid;
        gap: 8px;
        padding: 12px;
        border: 1px solid ${theme.border};
        border-radius: 8px;
      `}
    >
      <h3 id={headingId} css={css`margin: 0; font-size: 16px;`}>
        <FormattedMessage id="limits.period" values={{ period }} />
      </h3>
      <p css={css`margin: 0;`}>
        {amount === null ? (
          <FormattedMessage id="limits.none" />
        ) : (
          <FormattedMessage
            id="limits.current"
            values={{ money: money.format(amount), left: money.format(limit?.left ?? 0) }}
          />
        )}
      </p>
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
        <FormattedMessage
          id="limits.deposited"
          values={{ money: money.format(limit?.deposited ?? 0) }}
        />
      </p>
      {pending ? (
        <p css={css`margin: 0; font-size: 14px; font-weight: 600;`}>
          {pending.amount === null ? (
            <FormattedMessage
              id="limits.pendingRemove"
              values={{ time: formatDateTime(pending.appliesAt, timeZone) }}
            />
          ) : (
            <FormattedMessage
              id="limits.pendingRaise"
              values={{
                money: money.format(pending.amount),
                time: formatDateTime(pending.appliesAt, timeZone),
              }}
            />
          )}
        </p>
      ) : null}
      <AmountField
        label={intl.formatMessage({ id: 'limits.field' }, { period })}
        name={`limit-${period}`}
        value={text}
        onValueChange={(next) => {
          setText(next);
          setProblem(null);
        }}
        placeholder={money.placeholder}
        error={problem ?? undefined}
      />
      <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
        <Button type="submit" loading={save.busy} css={css`min-height: 44px;`}>
          <FormattedMessage id="limits.save" values={{ period }} />
        </Button>
        {amount !== null && !(pending && pending.amount === null) ? (
          <Button
            variant="secondary"
            disabled={save.busy}
            onClick={() => void save.run(null)}
            css={css`min-height: 44px;`}
          >
            <FormattedMessage id="limits.remove" values={{ period }} />
          </Button>
        ) : null}
      </div>
    </form>
  );
}
