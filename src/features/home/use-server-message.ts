import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * The translated text of a `{success, message}` answer (invite bonus, refund): the message
 * is a catalogue code (spec §8) such as INVITE_BONUS_SUCCESS; an unknown one shows as sent.
 */
export function useServerMessage(): (code: string) => string {
  const intl = useIntl();
  return useCallback(
    (code: string) => {
      const id = `error.${code}`;
      return id in intl.messages ? intl.formatMessage({ id }) : code;
    },
    [intl],
  );
}
