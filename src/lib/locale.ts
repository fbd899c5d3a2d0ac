import type { Locale } from '../../brands/types';

export const LOCALES: readonly Locale[] = ['th', 'la', 'en'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag for Intl and react-intl: the app says `la` for Lao, Intl says `lo`. */
export function intlLocale(locale: Locale): string {
  return locale === 'la' ? 'lo' : locale;
}

/** The app's locale of a BCP 47 tag (`<html lang>`), the reverse of intlLocale; null if none. */
export function localeOfTag(tag: string): Locale | null {
  return LOCALES.find((locale) => intlLocale(locale) === tag) ?? null;
}

/**
 * The parts of Intl's start, each in a task of its own (measured in Chromium on the release
 * machine: the whole is 15-30 ms unthrottled and 100-160 ms at 4x CPU, whichever formatter
 * comes first, `localeMatcher: 'lookup'` included). In this order each part is under 10 ms
 * unthrottled, 45-55 ms at 4x on a quiet page (the first two; 55-140 ms while the page's
 * start competes for the CPU): the likely-subtags data, the list of available locales
 * (through a collator, whose own data for `en` is small), then what number and date formats
 * add. Started by a formatter, it is one piece no task can split.
 */
const INTL_START_STEPS: readonly ((tag: string) => unknown)[] = [
  (tag) => new Intl.Locale(tag).maximize(),
  () => new Intl.Collator('en'),
  (tag) => Intl.NumberFormat.supportedLocalesOf(tag),
  (tag) => Intl.DateTimeFormat.supportedLocalesOf(tag),
];

/**
 * Starts Intl for the app's language in short tasks, while the first screen's texts are
 * still downloading, so that react-intl's start (its first use otherwise) does not
 * lengthen the task that renders the first screen. The first step runs at once.
 */
export function warmUpIntl(locale: Locale): void {
  const tag = intlLocale(locale);
  const run = (index: number) => {
    const step = INTL_START_STEPS[index];
    if (!step) return;
    try {
      step(tag);
    } catch {
      // An unknown tag or a missing Intl service: react-intl reports it when it starts.
    }
    setTimeout(() => run(index + 1), 0);
  };
  run(0);
}
