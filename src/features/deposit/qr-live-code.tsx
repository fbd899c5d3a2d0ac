/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QrCodeActive, QrProvider } from '../../api';
import { useMoney } from '../../domain/currency';
import { formatAmount } from '../../lib/format';
import { formatCountdown } from '../../lib/format-details';
import { qrPngBlob } from '../../lib/qr-png';
import { canShareFile, downloadBlob, shareFile } from '../../lib/save-file';
import { Button } from '../../ui/button';
import { QrImage } from '../../ui/qr-image';
import { useTheme } from '../../ui/theme';
import { useToast } from '../../ui/toast';
import { useAction } from '../../ui/use-action';

export interface QrLiveCodeProps {
  provider: QrProvider;
  code: QrCodeActive;
  /** Milliseconds the code has left. */
  left: number;
  cancelling: boolean;
  /** Another money action of the modal is running. */
  disabled: boolean;
  onCancel: () => void;
  onTransferred: () => void;
}

/**
 * The saved image's name: which provider and amount (at the currency's decimals: none for
 * kip), nothing else from the server.
 */
export function qrFileName(
  provider: QrProvider,
  amount: number,
  fractionDigits: 0 | 2 = 2,
): string {
  return `deposit-qr-${provider}-${formatAmount(amount, fractionDigits).replace(/,/g, '')}.png`;
}

/**
 * A live QR code (docs/product.md#qr-codes): the code, its amount and an mm:ss countdown to
 * its expiry, saving it as a PNG (or sharing it, where the phone's share sheet takes files)
 * for a bank app's scan-from-gallery, cancel, and "I have transferred".
 */
export function QrLiveCode({
  provider,
  code,
  left,
  cancelling,
  disabled,
  onCancel,
  onTransferred,
}: QrLiveCodeProps) {
  const theme = useTheme();
  const intl = useIntl();
  const money = useMoney();
  const toast = useToast();
  const amount = money.format(code.amount);
  const providerName = intl.formatMessage({ id: 'deposit.qr.provider' }, { provider });
  const fileName = qrFileName(provider, code.amount, money.rules.fractionDigits);
  const canShare = useMemo(
    () => canShareFile(new File([], fileName, { type: 'image/png' })),
    [fileName],
  );

  const save = useAction(async (how: 'download' | 'share') => {
    try {
      const blob = await qrPngBlob(code.qrcode);
      if (how === 'share') {
        await shareFile(new File([blob], fileName, { type: 'image/png' }));
        return;
      }
      downloadBlob(blob, fileName);
      toast.success(intl.formatMessage({ id: 'deposit.qr.saved' }));
    } catch {
      toast.danger(intl.formatMessage({ id: 'deposit.qr.saveFailed' }));
    }
  });

  const facts = css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
    dt {
      color: ${theme.textMuted};
    }
    dd {
      margin: 0;
      text-align: end;
      font-weight: 700;
      font-variant-numeric: tabular-nums;
    }
  `;

  return (
    <div css={css`display: grid; gap: 12px;`}>
      <QrImage
        svg={code.qrcode}
        alt={intl.formatMessage(
          { id: 'deposit.qr.image' },
          { money: amount, provider: providerName },
        )}
      />
      <dl css={facts}>
        <dt>
          <FormattedMessage id="deposit.qr.toPay" />
        </dt>
        <dd css={css`color: ${theme.accent};`}>{amount}</dd>
        <dt>
          <FormattedMessage id="deposit.qr.expiresIn" />
        </dt>
        <dd>
          {/* role timer: read on demand, not announced every second. */}
          <span role="timer">{formatCountdown(left, 0)}</span>
        </dd>
      </dl>
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
        <FormattedMessage id="deposit.qr.scanHint" />
      </p>
      <div
        css={css`
          display: grid;
          grid-template-columns: ${canShare ? '1fr 1fr' : '1fr'};
          gap: 8px;
        `}
      >
        <Button variant="secondary" loading={save.busy} onClick={() => void save.run('download')}>
          <FormattedMessage id="deposit.qr.save" />
        </Button>
        {canShare ? (
          <Button variant="secondary" loading={save.busy} onClick={() => void save.run('share')}>
            <FormattedMessage id="deposit.qr.share" />
          </Button>
        ) : null}
      </div>
      <div css={css`display: grid; grid-template-columns: 1fr 1fr; gap: 8px;`}>
        <Button variant="danger" loading={cancelling} disabled={disabled} onClick={onCancel}>
          <FormattedMessage id="deposit.qr.cancel" />
        </Button>
        <Button disabled={cancelling || disabled} onClick={onTransferred}>
          <FormattedMessage id="deposit.qr.transferred" />
        </Button>
      </div>
    </div>
  );
}
