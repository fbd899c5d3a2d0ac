import { css, useTheme } from '@emotion/react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR, { useSWRConfig } from 'swr';
import {
  type ApiError,
  depositLeftOf,
  depositLimitsApi,
  depositLimitsPaths,
  unwrap,
} from '../../api';
import { useMoney } from '../../domain/currency';
import { useErrorText } from '../../domain/error-text';
import { useFeature } from '../../domain/features';

/**
 * What the member's deposit limits leave (capability `depositLimits`,
 * docs/product.md#play-within-limits), shown before the player types an amount: only where
 * the backend announces the capability and a limit is set.
 */
export function DepositLimitNote() {
  const on = useFeature('depositLimits');
  const theme = useTheme();
  const money = useMoney();
  const limits = useSWR(on ? depositLimitsPaths.limits : null, () =>
    unwrap(depositLimitsApi.get()),
  );
  const left = limits.data?.left ?? null;
  if (!on || left === null) return null;
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
 * deposited (its `details.left`), and the note above is read again; any other refusal as
 * every screen says it.
 */
export function useDepositErrorText(): (error: ApiError) => string {
  const errorText = useErrorText();
  const intl = useIntl();
  const money = useMoney();
  const { mutate } = useSWRConfig();
  return useCallback(
    (error: ApiError) => {
      if (error.code !== 'DEPOSIT_LIMIT') return errorText(error);
      void mutate(depositLimitsPaths.limits);
      const left = depositLeftOf(error);
      if (left === undefined) return errorText(error);
      return intl.formatMessage({ id: 'deposit.limitReached' }, { money: money.format(left) });
    },
    [errorText, intl, money, mutate],
  );
}
