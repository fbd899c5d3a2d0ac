import { FormattedMessage } from 'react-intl';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { type Satang, satangToBaht, subtractSatang, ZERO_SATANG } from '../../domain/rules/money';
import { findEnd, type TransferEnd, transferEnds } from '../../domain/rules/transfer';
import { useWallet } from '../../domain/wallet';
import { formatDateTime } from '../../lib/format';
import { Receipt, type ReceiptLine } from '../../ui/receipt';
import { listOf, useEndName } from './use-end-name';

/** What a successful transfer moved, kept for its receipt (balances as they were before). */
export interface TransferRecord {
  kind: 'one' | 'all';
  sources: TransferEnd[];
  to: TransferEnd;
  /** The amount sent; for transfer all, what the balances on screen said would move. */
  satang: Satang;
  at: number;
}

/**
 * The receipt in place of the form (docs/product.md#transfer): from, to, amount and time,
 * then the new balance of every account the move touched, from the reloaded wallet (the
 * mutation waits for that reload before it resolves). Done closes with a change.
 */
export function TransferReceipt({
  record,
  onDone,
}: {
  record: TransferRecord;
  onDone: () => void;
}) {
  const money = useMoney();
  const { timeZone } = useBrand();
  const wallet = useWallet();
  const nameOf = useEndName();
  // A failed reload would leave the old balances: wait (SWR retries) rather than show them.
  const ends = wallet.data && !wallet.error ? transferEnds(wallet.data) : null;
  const target = ends ? findEnd(ends, record.to.code) : null;
  // Transfer all sends no amount: what arrived is the rise of the target's own balance.
  const arrived = target ? subtractSatang(target.satang, record.to.satang) : ZERO_SATANG;
  const satang = record.kind === 'all' && arrived > 0 ? arrived : record.satang;
  const lines: ReceiptLine[] = [
    {
      label: <FormattedMessage id="receipt.from" />,
      value: listOf(record.sources.map(nameOf)),
    },
    { label: <FormattedMessage id="receipt.to" />, value: nameOf(record.to) },
    { label: <FormattedMessage id="receipt.amount" />, value: money.format(satangToBaht(satang)) },
    { label: <FormattedMessage id="receipt.time" />, value: formatDateTime(record.at, timeZone) },
  ];
  const balances = ends
    ? [...record.sources, record.to].flatMap((end) => {
        const now = findEnd(ends, end.code);
        return now ? [{ label: nameOf(end), value: money.format(satangToBaht(now.satang)) }] : [];
      })
    : undefined;
  return (
    <Receipt
      title={<FormattedMessage id="transfer.done" />}
      lines={lines}
      balances={balances}
      onDone={onDone}
    />
  );
}
