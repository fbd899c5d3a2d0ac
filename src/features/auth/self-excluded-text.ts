import type { IntlShape } from 'react-intl';
import { type ApiError, excludedUntilOf } from '../../api';
import { formatDateTime } from '../../lib/format';

/**
 * The login's refusal during a break the member chose (capability selfExclusion,
 * docs/api.md#self-exclusion): until when, in site time. Loaded only on that refusal, so
 * /login carries none of it; null when the answer names no readable end.
 */
export function selfExcludedText(intl: IntlShape, error: ApiError, timeZone: string) {
  const until = excludedUntilOf(error);
  if (until === undefined) return null;
  return intl.formatMessage(
    { id: 'login.selfExcluded' },
    { date: formatDateTime(until, timeZone) },
  );
}
