import { useIntl } from 'react-intl';
import { useMoney } from '../../domain/currency';
import { type Satang, satangToBaht } from '../../domain/rules/money';
import { withdrawPlan } from '../../domain/rules/withdraw';

/** Where a withdrawal's money comes from, in words: the main wallet, and the games when it is short. */
export function useSourcesText(): (satang: Satang, walletSatang: Satang) => string {
  const intl = useIntl();
  const money = useMoney();
  return (satang, walletSatang) => {
    const { fromWallet, fromGames } = withdrawPlan(satang, walletSatang);
    if (fromGames === 0) return intl.formatMessage({ id: 'receipt.mainWallet' });
    return intl.formatMessage(
      { id: 'withdraw.split' },
      {
        wallet: money.format(satangToBaht(fromWallet)),
        games: money.format(satangToBaht(fromGames)),
      },
    );
  };
}
