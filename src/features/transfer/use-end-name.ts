import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { TransferEnd } from './transfer-rules';

/** An end's label: the game's own name, or "Main wallet" in the interface language. */
export function useEndName(): (end: TransferEnd) => string {
  const intl = useIntl();
  return useCallback(
    (end: TransferEnd) => end.name ?? intl.formatMessage({ id: 'receipt.mainWallet' }),
    [intl],
  );
}
