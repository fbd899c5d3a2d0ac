import type { Locale } from '../../brands/types';

export const LOCALES: readonly Locale[] = ['th', 'la', 'en'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag for Intl and react-intl: the app says `la` for Lao, Intl says `lo`. */
export function intlLocale(locale: Locale): string {
  return locale === 'la' ? 'lo' : locale;
}

/**
 * The first use of Intl in a page loads the browser's locale data: 15 ms on the release
 * machine, 60 ms on a slow phone, whatever is formatted. Done in a task of its own while
 * the first screen's texts are still downloading, it no longer lengthens the task that
 * renders the first screen (react-intl's start-up is its first use otherwise).
 */
export function warmUpIntl(locale: Locale): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(intlLocale(locale));
  } catch {
    // An unknown tag: react-intl reports it when it starts.
  }
}
