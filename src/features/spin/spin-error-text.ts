import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useServerMessage } from '../../domain/error-text';

/**
 * The text of a refused spin (docs/product.md#spinning): the in-band codes of the spin
 * call (NO_COIN, SPIN_INACTIVE) have texts of their own; any other code goes through the
 * error catalogue (or shows as sent), and no code at all is the general "try again".
 */
export function useSpinErrorText(): (code: string | null) => string {
  const intl = useIntl();
  const serverMessage = useServerMessage();
  return useCallback(
    (code: string | null) => {
      if (!code) return intl.formatMessage({ id: 'error.unknown' });
      const own = `spin.error.${code}`;
      return own in intl.messages ? intl.formatMessage({ id: own }) : serverMessage(code);
    },
    [intl, serverMessage],
  );
}
