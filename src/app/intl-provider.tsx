import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../brands/types';
import { localeAtom } from '../domain/session';
import { intlLocale } from '../lib/locale';
import { cachedMessages, loadMessages, type Messages, onMessages, wantedParts } from './messages';

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
    >
      {children}
    </IntlProvider>
  );
}
