import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { TransferEnd } from '../../domain/rules/transfer';

/** An end's label: the game's own name, or "Main wallet" in the interface language. */
export function useEndName(): (end: TransferEnd) => string {
  const intl = useIntl();
  return useCallback(
    (end: TransferEnd) => end.name ?? intl.formatMessage({ id: 'receipt.mainWallet' }),
    [intl],
  );
}

/**
 * Several accounts in one line, comma-separated in every language: Intl's list format has
 * no Lao data (it says "and"), and Thai lists join with bare spaces, which run game names
 * of several words together ("Betflix Sport & Casino AskMeBet Casino").
 */
export function listOf(names: readonly string[]): string {
  return names.join(', ');
}
