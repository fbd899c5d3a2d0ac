/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type FormEvent, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMoney } from '../../domain/currency';
import { type Satang, satangToBaht } from '../../domain/rules/money';
import type { WithdrawBounds, WithdrawCheck, WithdrawProblem } from '../../domain/rules/withdraw';
import { AmountField } from '../../ui/amount-field';
import { Button } from '../../ui/button';
import { useTheme } from '../../ui/theme';

export interface WithdrawFormProps {
  bounds: WithdrawBounds;
  availableSatang: Satang;
  walletSatang: Satang;
  amountText: string;
  onAmountText: (text: string) => void;
  check: WithdrawCheck;
  onNext: () => void;
  /** Back from the review step: the amount takes the focus again. */
  focusAmount?: boolean;
}

/**
 * The withdraw form (docs/product.md#withdraw): the withdrawable total (main wallet plus
 * active game accounts) and where it comes from, the bounds, and the amount. A refused
 * amount is explained as it is typed, naming the bound it broke, and Continue stays off.
 */
export function WithdrawForm({
  bounds,
  availableSatang,
  walletSatang,
  amountText,
  onAmountText,
  check,
  onNext,
  focusAmount = false,
}: WithdrawFormProps) {
  const theme = useTheme();
  const intl = useIntl();
  const money = useMoney();
  const format = (satang: Satang) => money.format(satangToBaht(satang));
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusAmount) form.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus();
  }, [focusAmount]);

  const problemText = (problem: WithdrawProblem): string => {
    switch (problem) {
      case 'belowMin':
        return intl.formatMessage({ id: 'withdraw.belowMin' }, { money: format(bounds.minSatang) });
      case 'aboveMax':
        return intl.formatMessage({ id: 'withdraw.aboveMax' }, { money: format(bounds.maxSatang) });
      case 'aboveAvailable':
        return intl.formatMessage(
          { id: 'withdraw.aboveAvailable' },
          { money: format(availableSatang) },
        );
      default:
        return intl.formatMessage({ id: money.problemMessage(problem) });
    }
  };
  const problem = !check.ok && amountText.trim() !== '' ? problemText(check.problem) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check.ok) onNext();
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} css={css`display: grid; gap: 12px;`}>
      <dl
        css={css`
          display: grid;
          grid-template-columns: 1fr auto;
          gap: 4px 12px;
          margin: 0;
          dt {
            color: ${theme.textMuted};
          }
          dd {
            margin: 0;
            text-align: end;
            font-variant-numeric: tabular-nums;
          }
        `}
      >
        <dt>
          <FormattedMessage id="withdraw.available" />
        </dt>
        <dd css={css`font-size: 20px; font-weight: 700; color: ${theme.accent};`}>
          {format(availableSatang)}
        </dd>
        <dt>
          <FormattedMessage id="receipt.mainWallet" />
        </dt>
        <dd>{format(walletSatang)}</dd>
      </dl>
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
        <FormattedMessage id="withdraw.gamesNote" />
      </p>
      {availableSatang < bounds.minSatang ? (
        <p css={css`margin: 0; font-size: 14px; color: ${theme.danger};`}>
          <FormattedMessage id="withdraw.tooLittle" values={{ money: format(bounds.minSatang) }} />
        </p>
      ) : null}
      <AmountField
        label={<FormattedMessage id="withdraw.amount" values={{ unit: money.unit }} />}
        value={amountText}
        onValueChange={onAmountText}
        placeholder={money.placeholder}
        hint={intl.formatMessage(
          { id: 'withdraw.bounds' },
          { min: format(bounds.minSatang), max: format(bounds.maxSatang) },
        )}
        error={problem}
      />
      <Button type="submit" block disabled={!check.ok}>
        <FormattedMessage id="withdraw.next" />
      </Button>
    </form>
  );
}
