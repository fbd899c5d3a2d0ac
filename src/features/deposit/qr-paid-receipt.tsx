import { FormattedMessage, useIntl } from 'react-intl';
import type { QrCodeActive, QrProvider } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { useWallet } from '../../domain/wallet';
import { walletTotal } from '../../domain/wallet-amounts';
import { formatDateTime } from '../../lib/format';
import { Receipt } from '../../ui/receipt';

/**
 * The receipt of a paid QR code (docs/product.md#qr-codes, docs/api.md#qr-codes): what came
 * in (from the provider's QR code to the main wallet, the amount, when it was noticed) and
 * the balances after it, from the wallet reload that noticed it.
 */
export function QrPaidReceipt({
  provider,
  code,
  at,
  onDone,
}: {
  provider: QrProvider;
  code: QrCodeActive;
  at: number;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { timeZone } = useBrand();
  const money = useMoney();
  const wallet = useWallet().data;
  const providerName = intl.formatMessage({ id: 'deposit.qr.provider' }, { provider });
  return (
    <Receipt
      title={<FormattedMessage id="deposit.qr.paid" />}
      lines={[
        {
          label: <FormattedMessage id="receipt.from" />,
          value: <FormattedMessage id="deposit.qr.from" values={{ provider: providerName }} />,
        },
        {
          label: <FormattedMessage id="receipt.to" />,
          value: <FormattedMessage id="receipt.mainWallet" />,
        },
        { label: <FormattedMessage id="receipt.amount" />, value: money.format(code.amount) },
        { label: <FormattedMessage id="receipt.time" />, value: formatDateTime(at, timeZone) },
      ]}
      balances={
        wallet
          ? [
              {
                label: <FormattedMessage id="receipt.mainWallet" />,
                value: money.format(wallet.wallet.amount),
              },
              {
                label: <FormattedMessage id="deposit.qr.total" />,
                value: money.format(walletTotal(wallet)),
              },
            ]
          : undefined
      }
      onDone={onDone}
    />
  );
}
