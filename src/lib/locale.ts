import type { Locale } from '../../brands/types';

export const LOCALES: readonly Locale[] = ['th', 'la', 'en'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag for Intl and react-intl: the app says `la` for Lao, Intl says `lo`. */
export function intlLocale(locale: Locale): string {
  return locale === 'la' ? 'lo' : locale;
}
