/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DepositBank } from '../../api';
import { bankNameIn } from '../../domain/bank-name';
import { useLocale } from '../../domain/session';
import { formatAccountNo } from '../../lib/format-details';
import { BankLogo } from '../../ui/bank-logo';
import { Button } from '../../ui/button';
import { CopyIcon } from '../../ui/icons';
import { useTheme } from '../../ui/theme';
import { useCopy } from '../../ui/use-copy';

/** What the copy button puts on the clipboard: the digits a banking app's field takes. */
export function accountDigits(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '');
  return digits || accountNo.trim();
}

/**
 * One account to transfer to (docs/product.md#deposit): the bank's bundled logo and its
 * name in the reader's language (Thai name in Thai, English otherwise), the account name,
 * the number 3-3-rest with a one-tap copy, and the account's currency when it has one.
 */
export function DepositAccount({ account }: { account: DepositBank }) {
  const theme = useTheme();
  const intl = useIntl();
  const copy = useCopy();
  const [locale] = useLocale();
  const bankName = bankNameIn(locale, account.bank);
  const number = formatAccountNo(account.bankAccountNo);
  return (
    <li
      css={css`
        display: flex;
        gap: 12px;
        align-items: flex-start;
        padding: 12px;
        border-radius: ${theme.radius};
        border: 1px solid ${theme.border};
        background: ${theme.surface};
      `}
    >
      <BankLogo code={account.bankCode} size={40} />
      <div css={css`flex: 1; min-width: 0; display: grid; gap: 2px;`}>
        <strong>{bankName || account.bankCode}</strong>
        <span css={css`color: ${theme.textMuted}; font-size: 14px; overflow-wrap: break-word;`}>
          {account.bankAccountName}
        </span>
        <div css={css`display: flex; align-items: center; gap: 8px; flex-wrap: wrap;`}>
          <span
            css={css`
              font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
              font-size: 18px;
              font-weight: 700;
              letter-spacing: 0.02em;
              font-variant-numeric: tabular-nums;
            `}
          >
            {number}
          </span>
          <Button
            variant="secondary"
            aria-label={intl.formatMessage({ id: 'deposit.bank.copyNumber' }, { number })}
            onClick={() => void copy(accountDigits(account.bankAccountNo))}
          >
            <CopyIcon size={16} />
            <FormattedMessage id="deposit.bank.copy" />
          </Button>
        </div>
        {account.currency ? (
          <span css={css`font-size: 14px; color: ${theme.textMuted};`}>
            <FormattedMessage id="deposit.bank.currency" values={{ currency: account.currency }} />
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** The accounts as a list (one or more). */
export function DepositAccounts({ accounts, label }: { accounts: DepositBank[]; label: string }) {
  return (
    <ul
      aria-label={label}
      css={css`display: grid; gap: 8px; margin: 0; padding: 0; list-style: none;`}
    >
      {accounts.map((account) => (
        <DepositAccount key={`${account.bankCode}-${account.bankAccountNo}`} account={account} />
      ))}
    </ul>
  );
}
