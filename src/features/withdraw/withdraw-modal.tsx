/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { lookupApi, lookupPaths, unwrap, type WalletResult, type WithdrawLookup } from '../../api';
import { useMoney } from '../../domain/currency';
import type { MemberModalProps } from '../../domain/member-modals';
import { roundSatang } from '../../domain/rules/money';
import { checkWithdraw, withdrawBounds } from '../../domain/rules/withdraw';
import { useWallet } from '../../domain/wallet';
import { withdrawableSatang } from '../../domain/wallet-amounts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { BankAccountCard } from './bank-account-card';
import { WithdrawForm } from './withdraw-form';
import { WithdrawReceipt, type WithdrawRecord } from './withdraw-receipt';
import { WithdrawReview } from './withdraw-review';

/**
 * The withdraw modal (docs/product.md#withdraw), a member-wide modal: an amount within the
 * bounds of GET /api/lookup/withdraw and the withdrawable total, a review of where it goes
 * and what it is taken from, then POST /api/wallet/withdrawAll and a receipt. It cannot be
 * dismissed while the withdrawal is sent; once money has left, closing it in any way
 * reloads the wallet (docs/product.md#home).
 */
export default function WithdrawModal({ onClose }: MemberModalProps) {
  const intl = useIntl();
  const wallet = useWallet();
  const lookup = useSWR(lookupPaths.withdraw, () => unwrap(lookupApi.withdraw()));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<WithdrawRecord | null>(null);
  const failed = (!wallet.data && wallet.error) || (!lookup.data && lookup.error);
  return (
    <Modal
      open
      onClose={() => onClose(done !== null)}
      dismissible={!busy}
      title={<FormattedMessage id="withdraw.title" />}
      onRetry={() => Promise.all([wallet.mutate(), lookup.mutate()])}
    >
      {done ? (
        <WithdrawReceipt record={done} onDone={() => onClose(true)} />
      ) : wallet.data && lookup.data ? (
        <WithdrawSteps
          wallet={wallet.data}
          lookup={lookup.data}
          onBusy={setBusy}
          onDone={setDone}
        />
      ) : failed ? (
        <p css={css`margin: 0; display: flex; align-items: center; gap: 8px;`}>
          <FormattedMessage id="withdraw.loadFailed" />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              if (!wallet.data) void wallet.mutate();
              if (!lookup.data) void lookup.mutate();
            }}
          >
            <FormattedMessage id="ui.retry" />
          </Button>
        </p>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      )}
    </Modal>
  );
}

/** The form, then the review of a valid amount; the typed amount lives across both. */
function WithdrawSteps({
  wallet,
  lookup,
  onBusy,
  onDone,
}: {
  wallet: WalletResult;
  lookup: WithdrawLookup;
  onBusy: (busy: boolean) => void;
  onDone: (record: WithdrawRecord) => void;
}) {
  const money = useMoney();
  const [amountText, setAmountText] = useState('');
  const [step, setStep] = useState<'form' | 'review' | 'back'>('form');
  const bounds = withdrawBounds(lookup);
  const availableSatang = withdrawableSatang(wallet);
  const check = checkWithdraw({ amountText, bounds, availableSatang, rules: money.rules });
  return (
    <div css={css`display: grid; gap: 14px;`}>
      <BankAccountCard account={wallet.bankAccount} />
      {/* A reload that shrank the total below the amount sends the player back to the form. */}
      {step === 'review' && check.ok ? (
        <WithdrawReview
          wallet={wallet}
          satang={check.satang}
          onBack={() => setStep('back')}
          onBusy={onBusy}
          onDone={onDone}
        />
      ) : (
        <WithdrawForm
          bounds={bounds}
          availableSatang={availableSatang}
          walletSatang={roundSatang(wallet.wallet.amount)}
          amountText={amountText}
          onAmountText={setAmountText}
          check={check}
          onNext={() => setStep('review')}
          focusAmount={step === 'back'}
        />
      )}
    </div>
  );
}
