import { FormattedMessage, useIntl } from 'react-intl';
import type { WalletResult } from '../../api';
import { useBankName } from '../../domain/bank-name';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { type Satang, satangToBaht } from '../../domain/rules/money';
import { useWallet } from '../../domain/wallet';
import { withdrawableSatang } from '../../domain/wallet-amounts';
import { formatDateTime } from '../../lib/format';
import { formatAccountNo } from '../../lib/format-details';
import { Receipt, type ReceiptLine } from '../../ui/receipt';
import { useSourcesText } from './use-sources-text';

/** A sent withdrawal, kept for its receipt. */
export interface WithdrawRecord {
  satang: Satang;
  /** The main wallet before, which says what the games gave. */
  walletSatang: Satang;
  /** The wallet before the withdrawal: which game balances it changed. */
  before: WalletResult;
  at: number;
}

/**
 * The receipt in place of the form (docs/product.md#withdraw): from, to (the bank account),
 * amount and time, then the new balances from the reloaded wallet: the main wallet, each
 * game account the withdrawal drew on, and what remains to withdraw.
 */
export function WithdrawReceipt({
  record,
  onDone,
}: {
  record: WithdrawRecord;
  onDone: () => void;
}) {
  const intl = useIntl();
  const { timeZone } = useBrand();
  const money = useMoney();
  const wallet = useWallet();
  const bankName = useBankName();
  const sourcesText = useSourcesText();
  const format = (satang: Satang) => money.format(satangToBaht(satang));
  const account = record.before.bankAccount;
  const lines: ReceiptLine[] = [
    {
      label: <FormattedMessage id="receipt.from" />,
      value: sourcesText(record.satang, record.walletSatang),
    },
    {
      label: <FormattedMessage id="receipt.to" />,
      value: intl.formatMessage(
        { id: 'withdraw.bankLine' },
        { bank: bankName(account.bank), accountNo: formatAccountNo(account.bankAccountNo) },
      ),
    },
    { label: <FormattedMessage id="receipt.amount" />, value: format(record.satang) },
    { label: <FormattedMessage id="receipt.time" />, value: formatDateTime(record.at, timeZone) },
  ];
  // A failed reload would leave the old balances: wait (SWR retries) rather than show them.
  const now = wallet.data && !wallet.error ? wallet.data : null;
  const balances = now
    ? [
        {
          label: <FormattedMessage id="receipt.mainWallet" />,
          value: money.format(now.wallet.amount),
        },
        ...now.slots
          .filter((slot) => {
            const was = record.before.slots.find((old) => old.code === slot.code);
            return slot.isActive && was !== undefined && was.amount !== slot.amount;
          })
          .map((slot) => ({ label: slot.name, value: money.format(slot.amount) })),
        {
          label: <FormattedMessage id="withdraw.available" />,
          value: format(withdrawableSatang(now)),
        },
      ]
    : undefined;
  return (
    <Receipt
      title={<FormattedMessage id="withdraw.done" />}
      lines={lines}
      balances={balances}
      onDone={onDone}
    />
  );
}
