import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { type BankName, lookupApi, lookupPaths, type Statement, unwrap } from '../../api';
import { useBankName } from '../../domain/bank-name';
import { useWallet } from '../../domain/wallet';

/** The main wallet's code in statement `from` and `to` (docs/api.md#statement). */
const WALLET = 'WALLET';

/**
 * The codes of the ways money comes in that have a translated name
 * (`statement.source`, docs/product.md#statement-and-slips); any other code is named by
 * the rules below, or shown as the server sent it.
 */
const SOURCE_CODES = new Set(['SLIP', 'AUTO', 'QR', 'TRUEWALLET', 'INVITE', 'REFUND', 'LUCKYDRAW']);

/**
 * The name of a statement end (docs/product.md#statement-and-slips), in the player's
 * language, never a raw code where a name is known:
 * - the main wallet by its translated name;
 * - a game code by the game's name when the wallet knows it (codes in any letter case);
 * - a bank code by the bank's name, through the one bank-name rule (the bank list, or the
 *   member's own bank before the list has arrived);
 * - a deposit mode or wallet app (SLIP, AUTO, QR, TRUEWALLET, ...) by its translated name;
 * - the promotion of a row linked to a promotion as "Promotion {code}";
 * - anything else as the server sent it.
 */
export function useAccountName(): (code: string, row?: Statement) => string {
  const intl = useIntl();
  const bankName = useBankName();
  const wallet = useWallet().data;
  const banks = useSWR(lookupPaths.banks, () => unwrap(lookupApi.banks())).data;
  const slots = wallet?.slots;
  const ownBank = wallet?.bankAccount;
  return useCallback(
    (code: string, row?: Statement) => {
      const upper = code.toUpperCase();
      if (upper === WALLET) return intl.formatMessage({ id: 'statement.wallet' });
      const game = slots?.find((slot) => slot.code.toLowerCase() === code.toLowerCase());
      if (game) return game.name;
      const bank: BankName | undefined =
        banks?.find((one) => one.code.toUpperCase() === upper) ??
        (ownBank?.bankCode.toUpperCase() === upper ? ownBank.bank : undefined);
      if (bank) return bankName(bank);
      if (SOURCE_CODES.has(upper)) {
        return intl.formatMessage({ id: 'statement.source' }, { code: upper });
      }
      if (row?.promotion) return intl.formatMessage({ id: 'statement.promotion' }, { code });
      return code;
    },
    [intl, slots, banks, ownBank, bankName],
  );
}
