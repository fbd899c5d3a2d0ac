/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ApiError, depositLeftOf } from '../../api';
import { useMoney } from '../../domain/currency';
import { useDepositLimits } from '../../domain/deposit-limits';
import { useErrorText } from '../../domain/error-text';
import { useTheme } from '../../ui/theme';

/**
 * What the member's deposit limits leave (capability `depositLimits`,
 * docs/product.md#play-within-limits), shown before the player types an amount: only where
 * the backend announces the capability and a limit is set.
 */
export function DepositLimitNote() {
  const theme = useTheme();
  const money = useMoney();
  const left = useDepositLimits().data?.left ?? null;
  if (left === null) return null;
  return (
    <p
      role="status"
      css={css`
        margin: 0 0 12px;
        padding: 8px 12px;
        border-radius: 8px;
        border: 1px solid ${theme.border};
        font-weight: 600;
      `}
    >
      <FormattedMessage id="deposit.limitLeft" values={{ money: money.format(left) }} />
    </p>
  );
}

/**
 * The text of a failed deposit: a DEPOSIT_LIMIT refusal says how much may still be
 * deposited (its `details.left`; the deposit mutations read the note above again); any
 * other refusal as every screen says it.
 */
export function useDepositErrorText(): (error: ApiError) => string {
  const errorText = useErrorText();
  const intl = useIntl();
  const money = useMoney();
  return useCallback(
    (error: ApiError) => {
      if (error.code !== 'DEPOSIT_LIMIT') return errorText(error);
      const left = depositLeftOf(error);
      if (left === undefined) return errorText(error);
      return intl.formatMessage({ id: 'deposit.limitReached' }, { money: money.format(left) });
    },
    [errorText, intl, money],
  );
}
