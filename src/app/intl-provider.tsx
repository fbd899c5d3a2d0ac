import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../brands/types';
import { intlLocale } from '../lib/locale';
import { cachedMessages, loadMessages, type Messages } from './messages';
import { localeAtom } from './store';

/**
 * Keeps showing the previous language until the next one has arrived, so a switch never
 * flashes message ids.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const [current, setCurrent] = useState<{ locale: Locale; messages: Messages } | null>(() => {
    const messages = cachedMessages(locale);
    return messages ? { locale, messages } : null;
  });

  useEffect(() => {
    let cancelled = false;
    loadMessages(locale).then(
      (messages) => {
        if (!cancelled) setCurrent({ locale, messages });
      },
      () => {
        // A failed chunk load keeps the language already shown.
      },
    );
    return () => {
      cancelled = true;
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
