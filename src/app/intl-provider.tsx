import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider, type ReactIntlErrorCode } from 'react-intl';
import type { Locale } from '../../brands/types';
import { localeAtom } from '../domain/session';
import { intlLocale } from '../lib/locale';
import { cachedMessages, loadMessages, type Messages, onMessages, wantedParts } from './messages';

/**
 * react-intl reports a language the browser's Intl.NumberFormat/DateTimeFormat lacks (Lao on
 * many Android browsers) as missing data. The wallet formats amounts and dates itself with
 * Latin digits (docs/product.md#limits-and-formats), and the relative-time and plural data it
 * does need come from the polyfill (src/lib/intl-polyfills.ts), so that report is no fault.
 */
function reportIntlError(error: { code: `${ReactIntlErrorCode}` | string }): void {
  if (error.code !== 'MISSING_DATA') console.error(error);
}

/** react-intl logs nothing in production builds: the handler is for development only. */
const onIntlError = process.env.NODE_ENV === 'production' ? undefined : reportIntlError;

/**
 * The first paint needs only the core texts (loaded by main.tsx); the rest follow right
 * after it, and screens bring their own parts. A language switch waits until the new
 * language's parts in use are here, so it never flashes message ids.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const [current, setCurrent] = useState<{ locale: Locale; messages: Messages } | null>(() => {
    const messages = cachedMessages(locale);
    return messages ? { locale, messages } : null;
  });

  useEffect(() => {
    let cancelled = false;
    loadMessages(locale, [...new Set([...wantedParts(), 'rest' as const])]).then(
      (messages) => {
        if (!cancelled) setCurrent({ locale, messages });
      },
      () => {
        // A failed chunk load keeps the language already shown; the next switch retries.
      },
    );
    const stop = onMessages((changed) => {
      const messages = cachedMessages(changed);
      if (!cancelled && changed === locale && messages) setCurrent({ locale, messages });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [locale]);

  useEffect(() => {
    if (current) document.documentElement.lang = intlLocale(current.locale);
  }, [current]);

  if (!current) return null;
  return (
    <IntlProvider
      locale={intlLocale(current.locale)}
      messages={current.messages}
      defaultLocale="en"
      onError={onIntlError}
    >
      {children}
    </IntlProvider>
  );
}
