/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QrCodeActive, QrProvider } from '../../api';
import { useMoney } from '../../domain/currency';
import { useServerMessage } from '../../domain/error-text';
import { useMutations } from '../../domain/mutations';
import { type Satang, satangToBaht } from '../../domain/rules/money';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';
import { useDepositErrorText } from './deposit-limit';
import type { DepositPanelControls } from './deposit-modal';
import { QrAmountForm } from './qr-amount-form';
import { QrLiveCode } from './qr-live-code';
import { QrPaidReceipt } from './qr-paid-receipt';
import { type QrMemory, useQrCode } from './use-qr-code';

export interface QrProviderSectionProps extends Pick<DepositPanelControls, 'close' | 'setBusy'> {
  provider: QrProvider;
  memory: QrMemory;
}

/**
 * One payment provider's QR deposit (docs/product.md#qr-codes): its live code, or the
 * form that creates one; cancel, "I have transferred", and the receipt once the code is
 * paid. Create and cancel are the money actions: each runs once at a time, and while one
 * runs the other is disabled and the deposit modal cannot be dismissed.
 */
export function QrProviderSection({ provider, memory, close, setBusy }: QrProviderSectionProps) {
  const theme = useTheme();
  const intl = useIntl();
  const toast = useToast();
  const dialog = useDialog();
  const money = useMoney();
  const errorText = useDepositErrorText();
  const serverMessage = useServerMessage();
  const mutations = useMutations();
  const qr = useQrCode(provider, memory);
  const [amountText, setAmountText] = useState('');

  const create = useAction(async (satang: Satang) => {
    const result = await mutations.createQr(provider, satangToBaht(satang));
    if (!result.ok) {
      toast.danger(errorText(result.error));
      return;
    }
    // A refused code answers 200 {hasQrcode: false, message} (docs/api.md#qr-codes).
    if (!result.data.hasQrcode) toast.danger(serverMessage(result.data.message ?? 'QR_FAIL'));
  });

  const cancel = useAction(async (code: QrCodeActive) => {
    // Marked first: the reload inside cancelQr already reads the code as gone.
    memory.cancelled.add(code.qrcodeId);
    const result = await mutations.cancelQr(code.qrcodeId);
    if (result.ok) {
      toast.success(intl.formatMessage({ id: 'deposit.qr.cancelled' }));
      return;
    }
    toast.danger(errorText(result.error));
    qr.cancelRefused(code);
  });

  const busy = create.busy || cancel.busy;
  useEffect(() => {
    setBusy(busy);
  }, [busy, setBusy]);
  useEffect(() => () => setBusy(false), [setBusy]);

  const askCancel = async (code: QrCodeActive) => {
    const confirmed = await dialog.confirm({
      title: <FormattedMessage id="deposit.qr.cancelTitle" />,
      text: (
        <FormattedMessage
          id="deposit.qr.cancelText"
          values={{ money: money.format(code.amount) }}
        />
      ),
      confirmLabel: <FormattedMessage id="deposit.qr.cancelConfirm" />,
      cancelLabel: <FormattedMessage id="deposit.qr.keep" />,
      danger: true,
    });
    if (confirmed) await cancel.run(code);
  };

  const { outcome } = qr;
  if (outcome.kind === 'paid') {
    return (
      <QrPaidReceipt
        provider={provider}
        code={outcome.code}
        at={outcome.at}
        onDone={() => close(true)}
      />
    );
  }

  const notice =
    outcome.kind === 'invalid'
      ? 'deposit.qr.invalid'
      : outcome.kind === 'expired' || qr.expired
        ? 'deposit.qr.expired'
        : null;

  return (
    <section
      aria-label={intl.formatMessage({ id: 'deposit.qr.provider' }, { provider })}
      css={css`display: grid; gap: 12px; min-height: 360px; align-content: start;`}
    >
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
        <FormattedMessage id="deposit.qr.intro" />
      </p>
      {qr.failed ? (
        <p css={css`margin: 0; display: flex; align-items: center; gap: 8px;`}>
          <FormattedMessage id="deposit.qr.loadFailed" />
          <Button variant="secondary" size="sm" onClick={qr.retry}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </p>
      ) : qr.loading ? (
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      ) : outcome.kind === 'checking' ? (
        <p role="status" css={css`margin: 0; display: flex; align-items: center; gap: 8px;`}>
          <Spinner />
          <FormattedMessage id="deposit.qr.checking" />
        </p>
      ) : qr.live ? (
        <QrLiveCode
          provider={provider}
          code={qr.live}
          left={qr.left}
          cancelling={cancel.busy}
          disabled={create.busy}
          onCancel={() => {
            if (qr.live) void askCancel(qr.live);
          }}
          onTransferred={() => {
            toast.success(intl.formatMessage({ id: 'deposit.qr.transferredToast' }));
            close(true);
          }}
        />
      ) : (
        <>
          {notice ? (
            <p
              role="status"
              css={css`
                margin: 0;
                padding: 8px 12px;
                border-radius: ${theme.radius};
                border: 1px solid ${theme.border};
                background: ${theme.surfaceAlt};
              `}
            >
              <FormattedMessage id={notice} />
            </p>
          ) : null}
          <QrAmountForm
            provider={provider}
            amountText={amountText}
            onAmountText={setAmountText}
            onCreate={(satang) => void create.run(satang)}
            creating={create.busy}
            disabled={cancel.busy}
          />
        </>
      )}
    </section>
  );
}
