import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type ApiError, errorText } from '../api';
import { UnsettledOrder } from './unsettled-order';

/** A refusal that named no wait: the limit texts say "later" (`{minutes, plural, =0 {…}}`). */
const NO_WAIT = { minutes: 0 };

/**
 * The translated text of a failed call: a catalogue code in the interface language, or
 * the server's own words for a code outside the catalogue (docs/product.md#errors-and-messages).
 */
export function useErrorText(): (error: ApiError) => string {
  const intl = useIntl();
  return useCallback(
    (error: ApiError) => {
      // A money order settled by reading: "not done" or "could not check yet".
      if (error instanceof UnsettledOrder) return intl.formatMessage({ id: error.code });
      const { id, raw, values } = errorText(error);
      if (raw !== undefined && !(id in intl.messages)) return raw;
      return intl.formatMessage({ id }, values ?? NO_WAIT);
    },
    [intl],
  );
}

/**
 * The translated text of a `{success, message}` answer (invite bonus, refund): the message
 * is a catalogue code such as INVITE_BONUS_SUCCESS; an unknown one shows as sent.
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
