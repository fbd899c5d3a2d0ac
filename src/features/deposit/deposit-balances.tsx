import { FormattedMessage } from 'react-intl';
import { useMoney } from '../../domain/currency';
import type { useWallet } from '../../domain/wallet';
import { walletTotal } from '../../domain/wallet-amounts';
import type { ReceiptLine } from '../../ui/receipt';

/**
 * The balances a deposit receipt shows (main wallet and total), once the wallet has
 * reloaded after the deposit; undefined while it reloads, so no stale total is shown.
 */
export function useDepositBalances(
  wallet: ReturnType<typeof useWallet>,
): readonly ReceiptLine[] | undefined {
  const money = useMoney();
  const after = wallet.data;
  if (!after || wallet.isValidating) return undefined;
  return [
    {
      label: <FormattedMessage id="receipt.mainWallet" />,
      value: money.format(after.wallet.amount),
    },
    { label: <FormattedMessage id="home.total" />, value: money.format(walletTotal(after)) },
  ];
}
