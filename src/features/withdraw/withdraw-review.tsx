/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WalletResult } from '../../api';
import { useBankName } from '../../domain/bank-name';
import { useMoney } from '../../domain/currency';
import { useErrorText } from '../../domain/error-text';
import { useOrderChecking } from '../../domain/money-order';
import { useMutations } from '../../domain/mutations';
import { roundSatang, type Satang, satangToBaht } from '../../domain/rules/money';
import { needsStepUp } from '../../domain/step-up';
import { formatAccountNo } from '../../lib/format-details';
import { Button } from '../../ui/button';
import { CheckingNote } from '../../ui/checking-note';
import { useDialog } from '../../ui/dialog-state';
import { useTheme } from '../../ui/theme';
import { useAction } from '../../ui/use-action';
import { useSourcesText } from './use-sources-text';
import type { WithdrawRecord } from './withdraw-receipt';

export interface WithdrawReviewProps {
  wallet: WalletResult;
  satang: Satang;
  onBack: () => void;
  onBusy: (busy: boolean) => void;
  onDone: (record: WithdrawRecord) => void;
}

/**
 * The last look before real money leaves (docs/product.md#withdraw): the amount, the bank
 * account it goes to, and what it is taken from. Confirm sends POST /api/wallet/withdrawAll
 * once (a lock held through the call); a refusal shows in a popup and goes back to the form
 * with the amount kept.
 */
export function WithdrawReview({ wallet, satang, onBack, onBusy, onDone }: WithdrawReviewProps) {
  const theme = useTheme();
  const intl = useIntl();
  const money = useMoney();
  const dialog = useDialog();
  const errorText = useErrorText();
  const mutations = useMutations();
  const checking = useOrderChecking();
  const bankName = useBankName();
  const sourcesText = useSourcesText();
  const walletSatang = roundSatang(wallet.wallet.amount);
  const account = wallet.bankAccount;
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step: its heading takes the focus, so a screen reader reads what is asked.
  useEffect(() => heading.current?.focus(), []);

  const send = useAction(async () => {
    onBusy(true);
    try {
      const result = await mutations.withdrawAll(satangToBaht(satang));
      // The password dialog was cancelled (capability stepUp): nothing was sent through,
      // and the review stays for another try.
      if (needsStepUp(result)) return;
      if (!result.ok) {
        // Back first: the popup then hands the focus back to the amount, not to this step.
        onBack();
        void dialog.error(intl.formatMessage({ id: 'withdraw.failed' }), errorText(result.error));
        return;
      }
      onDone({ satang, walletSatang, before: wallet, at: Date.now() });
    } finally {
      onBusy(false);
    }
  });

  return (
    <section aria-labelledby="withdraw-review" css={css`display: grid; gap: 12px;`}>
      <h3
        id="withdraw-review"
        ref={heading}
        tabIndex={-1}
        css={css`margin: 0; font-size: 16px; outline: none;`}
      >
        <FormattedMessage id="withdraw.review" />
      </h3>
      <dl
        css={css`
          display: grid;
          grid-template-columns: auto 1fr;
          gap: 6px 12px;
          margin: 0;
          dt {
            color: ${theme.textMuted};
          }
          dd {
            margin: 0;
            text-align: end;
            overflow-wrap: break-word;
          }
        `}
      >
        <dt>
          <FormattedMessage id="receipt.amount" />
        </dt>
        <dd css={css`font-size: 20px; font-weight: 700; font-variant-numeric: tabular-nums;`}>
          {money.format(satangToBaht(satang))}
        </dd>
        <dt>
          <FormattedMessage id="receipt.from" />
        </dt>
        <dd>{sourcesText(satang, walletSatang)}</dd>
        <dt>
          <FormattedMessage id="receipt.to" />
        </dt>
        <dd>
          {intl.formatMessage(
            { id: 'withdraw.bankLine' },
            { bank: bankName(account.bank), accountNo: formatAccountNo(account.bankAccountNo) },
          )}
          <br />
          {account.bankAccountName}
        </dd>
      </dl>
      {send.busy && checking ? (
        <CheckingNote text={intl.formatMessage({ id: 'order.checking' })} />
      ) : null}
      <div css={css`display: grid; grid-template-columns: 1fr 2fr; gap: 8px;`}>
        <Button variant="secondary" disabled={send.busy} onClick={onBack}>
          <FormattedMessage id="withdraw.back" />
        </Button>
        <Button loading={send.busy} onClick={() => void send.run()}>
          <FormattedMessage id="withdraw.confirm" />
        </Button>
      </div>
    </section>
  );
}
