import { useIntl } from 'react-intl';
import { useMoney } from '../../domain/currency';
import { type Satang, toBaht } from '../../domain/rules/money';
import { withdrawSources } from '../../domain/rules/withdraw';

/** Where a withdrawal's money comes from, in words: the main wallet, and the games when it is short. */
export function useSourcesText(): (satang: Satang, walletSatang: Satang) => string {
  const intl = useIntl();
  const money = useMoney();
  return (satang, walletSatang) => {
    const { fromWallet, fromGames } = withdrawSources(satang, walletSatang);
    if (fromGames === 0) return intl.formatMessage({ id: 'receipt.mainWallet' });
    return intl.formatMessage(
      { id: 'withdraw.split' },
      { wallet: money.format(toBaht(fromWallet)), games: money.format(toBaht(fromGames)) },
    );
  };
}
