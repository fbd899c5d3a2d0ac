/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Coupon } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { useErrorText } from '../../domain/error-text';
import { useOrderChecking } from '../../domain/money-order';
import { useMutations } from '../../domain/mutations';
import { roundSatang } from '../../domain/rules/money';
import { useWallet } from '../../domain/wallet';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/button';
import { CheckingNote } from '../../ui/checking-note';
import { useDialog } from '../../ui/dialog-state';
import { Modal } from '../../ui/modal';
import { Receipt } from '../../ui/receipt';
import { useAction } from '../../ui/use-action';

/** docs/product.md#limits-and-formats: the claim confirm is debounced by 500 ms. */
export const CLAIM_DEBOUNCE_MS = 500;

export interface ClaimModalProps {
  coupon: Coupon;
  /** `claimed`: the coupon was credited (the mutation has reloaded the wallet already). */
  onClose: (claimed: boolean) => void;
}

/**
 * Claiming a spin coupon (docs/product.md#coupons): a confirmation, whose confirm sends
 * POST /api/spinwheel/coupon/claim {coupon} 500 ms after the tap (taps meanwhile, a double
 * tap, are absorbed: one request), under the action's lock. A credit shows the receipt in
 * place of the question; a refusal shows an error dialog keyed by its code and leaves the
 * question as it was.
 */
export function ClaimModal({ coupon, onClose }: ClaimModalProps) {
  const intl = useIntl();
  const { timeZone } = useBrand();
  const money = useMoney();
  const wallet = useWallet();
  const { claimCoupon } = useMutations();
  const checking = useOrderChecking();
  const dialog = useDialog();
  const errorText = useErrorText();
  const [waiting, setWaiting] = useState(false);
  const [claimedAt, setClaimedAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const { run, busy } = useAction(async () => {
    const result = await claimCoupon(coupon._id, roundSatang(coupon.amount));
    if (result.ok && result.data.success === true) {
      setClaimedAt(Date.now());
      return;
    }
    // A 200 without `success: true` carries no code: the general text.
    const text = result.ok ? intl.formatMessage({ id: 'error.unknown' }) : errorText(result.error);
    await dialog.error(intl.formatMessage({ id: 'spin.claim.failedTitle' }), text);
  });

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const confirm = () => {
    if (busy || claimedAt !== null) return;
    if (timer.current) clearTimeout(timer.current);
    setWaiting(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setWaiting(false);
      void run();
    }, CLAIM_DEBOUNCE_MS);
  };

  const working = waiting || busy;
  const amount = money.format(coupon.amount);
  return (
    <Modal
      open
      size="sm"
      title={intl.formatMessage({ id: 'spin.claim.title' })}
      dismissible={!working}
      onClose={() => onClose(claimedAt !== null)}
      onRetry={() => wallet.mutate()}
    >
      {claimedAt !== null ? (
        <Receipt
          title={<FormattedMessage id="spin.claim.done" />}
          lines={[
            {
              label: <FormattedMessage id="receipt.from" />,
              value: intl.formatMessage({ id: 'spin.claim.from' }, { prize: coupon.prize.name }),
            },
            {
              label: <FormattedMessage id="receipt.to" />,
              value: <FormattedMessage id="receipt.mainWallet" />,
            },
            { label: <FormattedMessage id="receipt.amount" />, value: amount },
            {
              label: <FormattedMessage id="receipt.time" />,
              value: formatDateTime(claimedAt, timeZone),
            },
          ]}
          balances={
            wallet.data
              ? [
                  {
                    label: <FormattedMessage id="receipt.mainWallet" />,
                    value: money.format(wallet.data.wallet.amount),
                  },
                ]
              : undefined
          }
          onDone={() => onClose(true)}
        />
      ) : (
        <div css={css`display: grid; gap: 16px;`}>
          <p css={css`margin: 0;`}>
            {intl.formatMessage(
              { id: 'spin.claim.question' },
              { prize: coupon.prize.name, amount },
            )}
          </p>
          {working && checking ? (
            <CheckingNote text={intl.formatMessage({ id: 'order.checking' })} />
          ) : null}
          <div css={css`display: flex; gap: 8px; justify-content: flex-end;`}>
            <Button variant="secondary" disabled={working} onClick={() => onClose(false)}>
              <FormattedMessage id="ui.cancel" />
            </Button>
            <Button loading={working} onClick={confirm} data-autofocus>
              <FormattedMessage id="spin.claim.confirm" />
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
