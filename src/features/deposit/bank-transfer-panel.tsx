/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DepositBank } from '../../api';
import { bankNameIn } from '../../domain/bank-name';
import { useLocale } from '../../domain/session';
import { useWallet } from '../../domain/wallet';
import { formatAccountNo } from '../../lib/format-details';
import { Button } from '../../ui/button';
import { useTheme } from '../../ui/theme';
import { DepositAccounts } from './deposit-account';
import type { DepositPanelControls } from './deposit-modal';
import { DepositTexts } from './deposit-texts';
import { useSlipLookup } from './slip-window';

/**
 * Deposit by bank transfer (docs/product.md#deposit): the operator's accounts to transfer
 * to, from the member's own registered account, then the slip, which the last button
 * leads to (the slip tab). Nothing here moves money: the player does, in their bank app.
 */
export function BankTransferPanel({
  banks,
  show,
}: { banks: DepositBank[] } & DepositPanelControls) {
  const theme = useTheme();
  const intl = useIntl();
  const [locale] = useLocale();
  const own = useWallet().data?.bankAccount;
  const slipLookup = useSlipLookup();
  return (
    <div css={css`display: grid; gap: 14px;`}>
      <p css={css`margin: 0;`}>
        <FormattedMessage id="deposit.bank.intro" />
      </p>
      <DepositAccounts
        accounts={banks}
        label={intl.formatMessage({ id: 'deposit.bank.accounts' })}
      />
      {/* Fixed height: the member's account arrives with the wallet, usually at once. */}
      <p css={css`margin: 0; min-height: 1.45em; font-size: 14px; color: ${theme.textMuted};`}>
        {own ? (
          <FormattedMessage
            id="deposit.bank.fromOwn"
            values={{
              bank: bankNameIn(locale, own.bank),
              account: formatAccountNo(own.bankAccountNo),
            }}
          />
        ) : null}
      </p>
      <DepositTexts slip slipLookup={slipLookup.data} />
      <Button block onClick={() => show('slip')}>
        <FormattedMessage id="deposit.bank.toSlip" />
      </Button>
    </div>
  );
}
