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
 * What the warm-up worker runs: the questions react-intl asks first, for one language.
 * A few lines of the bundle's own code (no file of its own): a worker script to fetch
 * would start it a round trip later, after the main thread had needed the data already.
 */
const WARM_UP_SOURCE = `onmessage = (event) => {
  try {
    Intl.NumberFormat.supportedLocalesOf(event.data);
    Intl.DateTimeFormat.supportedLocalesOf(event.data);
    new Intl.NumberFormat(event.data).format(1);
    new Intl.PluralRules(event.data).select(1);
  } finally {
    postMessage(0);
    close();
  }
};`;

/**
 * The first use of Intl in a page loads the browser's locale data: 15 ms on the release
 * machine, 60-90 ms on a slow phone, whatever is formatted. That data is shared by every
 * thread of the page, so a worker loads it while the main thread goes on starting the app;
 * react-intl's start-up, the main thread's first use otherwise, then finds it loaded (or
 * waits only for the rest of it). The worker comes from a `blob:` URL (the CSP's
 * `worker-src` allows it: only a script already running on the page can make one). Without
 * workers, the first use loads the data, as before.
 */
export function warmUpIntl(locale: Locale): void {
  if (typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  try {
    const url = URL.createObjectURL(new Blob([WARM_UP_SOURCE], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => URL.revokeObjectURL(url);
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(intlLocale(locale));
  } catch {
    // No worker here: the first use loads the data instead.
  }
}
