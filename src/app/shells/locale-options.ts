import type { IntlShape } from 'react-intl';
import type { Locale } from '../../../brands/types';
import type { LanguageOption } from '../../ui/language-select';

export function localeOptions(
  intl: IntlShape,
  locales: readonly Locale[],
): LanguageOption<Locale>[] {
  return locales.map((value) => ({
    value,
    label: intl.formatMessage({ id: `language.${value}` }),
  }));
}
