import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useWallet } from '../../domain/wallet';

/** The main wallet's code in statement `from` and `to` (docs/api.md#statement). */
const WALLET = 'WALLET';

/**
 * The name of a statement end: the main wallet by its translated name, a game code by the
 * game's name when the wallet knows it (codes in any letter case), anything else (a bank
 * code, SLIP, QR, ...) as the server sent it.
 */
export function useAccountName(): (code: string) => string {
  const intl = useIntl();
  const slots = useWallet().data?.slots;
  return useCallback(
    (code: string) => {
      if (code.toUpperCase() === WALLET) return intl.formatMessage({ id: 'statement.wallet' });
      const game = slots?.find((slot) => slot.code.toLowerCase() === code.toLowerCase());
      return game?.name ?? code;
    },
    [intl, slots],
  );
}
