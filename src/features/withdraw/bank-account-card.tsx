/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { BankAccount } from '../../api';
import { useBankName } from '../../domain/bank-name';
import { formatAccountNo } from '../../lib/format-details';
import { BankLogo } from '../../ui/bank-logo';
import { useTheme } from '../../ui/theme';

/**
 * Where a withdrawal goes (docs/product.md#withdraw): the member's registered bank
 * account, with its logo, name, holder and number (10 digits as 123-456-7890).
 */
export function BankAccountCard({ account }: { account: BankAccount }) {
  const theme = useTheme();
  const bankName = useBankName();
  return (
    <section
      aria-labelledby="withdraw-destination"
      css={css`
        display: flex;
        align-items: center;
        gap: 12px;
        padding: 10px 12px;
        border-radius: ${theme.radius};
        background: ${theme.surfaceAlt};
      `}
    >
      <BankLogo code={account.bankCode} size={40} />
      <div css={css`display: grid; gap: 2px; min-width: 0;`}>
        <h3
          id="withdraw-destination"
          css={css`margin: 0; font-size: 13px; font-weight: 400; color: ${theme.textMuted};`}
        >
          <FormattedMessage id="withdraw.destination" />
        </h3>
        <p css={css`margin: 0; font-weight: 600; overflow-wrap: break-word;`}>
          {bankName(account.bank)}
        </p>
        <dl
          css={css`
            display: grid;
            grid-template-columns: auto 1fr;
            gap: 0 8px;
            margin: 0;
            font-size: 14px;
            dt {
              color: ${theme.textMuted};
            }
            dd {
              margin: 0;
              overflow-wrap: break-word;
            }
          `}
        >
          <dt>
            <FormattedMessage id="withdraw.accountName" />
          </dt>
          <dd>{account.bankAccountName}</dd>
          <dt>
            <FormattedMessage id="withdraw.accountNo" />
          </dt>
          <dd css={css`font-variant-numeric: tabular-nums;`}>
            {formatAccountNo(account.bankAccountNo)}
          </dd>
        </dl>
      </div>
    </section>
  );
}
