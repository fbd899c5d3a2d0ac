import { createIntlCache } from '@formatjs/intl';
import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type IntlShape, RawIntlProvider, type ReactIntlErrorCode } from 'react-intl';
import type { Locale } from '../../brands/types';
import { localeAtom } from '../domain/session';
import { intlLocale } from '../lib/locale';
import { usePainted } from '../ui/use-painted';
import { cachedMessages, loadMessages, noteMissingText, onMessages, wantedParts } from './messages';
import { createWalletIntl } from './wallet-intl';

/**
 * @formatjs/intl reports a formatter started for a language the browser's Intl lacks (Lao on
 * many Android browsers) as missing data. The wallet formats amounts and dates itself with
 * Latin digits (docs/product.md#limits-and-formats), and the relative-time and plural data it
 * does need come from the polyfill (src/lib/intl-polyfills.ts), so that report is no fault.
 */
function reportIntlError(error: { code: `${ReactIntlErrorCode}` | string }): void {
  if (error.code !== 'MISSING_DATA') console.error(error);
}

/**
 * A text asked for before its part arrived is remembered for the language on screen, so
 * that the part's arrival renders the screens again (messages.ts); react-intl logs nothing
 * in production builds, so only development reports the errors.
 */
function intlErrorHandler(shown: Locale) {
  return (error: { code: `${ReactIntlErrorCode}` | string }): void => {
    if (error.code === 'MISSING_TRANSLATION') noteMissingText(shown);
    if (process.env.NODE_ENV !== 'production') reportIntlError(error);
  };
}

/**
 * The first paint needs only the core texts (loaded by boot.tsx); the rest follow once it
 * has been painted, and screens bring their own parts. A language switch waits until the
 * new language's parts in use are here, so it never flashes message ids.
 *
 * The texts shown are read from the message store with useSyncExternalStore: a part that
 * arrives between this provider's render and its subscription (the member screens' texts
 * are requested at start-up, src/app/early-start.ts) is seen at once, never after the
 * screen that needs it has rendered its message ids.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  // The language on screen: the chosen one once its texts are here.
  const [shown, setShown] = useState<Locale>(locale);
  const messages = useSyncExternalStore(
    subscribeToMessages,
    () => cachedMessages(shown),
    () => cachedMessages(shown),
  );

  // The rest of the texts are asked for once the first screen has been painted: that
  // request, started with the first render, ended before the screen's paint on a slow
  // phone and delayed it. A language switch, later, asks at once.
  const painted = usePainted();
  useEffect(() => {
    if (!painted) return;
    let cancelled = false;
    loadMessages(locale, [...new Set([...wantedParts(), 'rest' as const])]).then(
      () => {
        if (!cancelled) setShown(locale);
      },
      () => {
        // A failed chunk load keeps the language already shown; the next switch retries.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [painted, locale]);

  useEffect(() => {
    if (messages) document.documentElement.lang = intlLocale(shown);
  }, [messages, shown]);

  // The formatters' instances, kept across languages and texts (react-intl's cache).
  const cache = useRef(createIntlCache()).current;
  // A new intl object only when the language or its texts change: every screen that reads
  // it renders again then, and only then.
  const intl = useMemo(
    () =>
      messages
        ? createWalletIntl(
            {
              locale: intlLocale(shown),
              messages,
              defaultLocale: 'en',
              onError: intlErrorHandler(shown),
            },
            cache,
          )
        : null,
    [messages, shown, cache],
  );

  if (!intl) return null;
  // The screens read it as react-intl's IntlShape; the formatters it leaves out are the
  // ones the wallet never calls (wallet-intl.ts).
  return <RawIntlProvider value={intl as IntlShape}>{children}</RawIntlProvider>;
}

function subscribeToMessages(changed: () => void): () => void {
  return onMessages(() => changed());
}
