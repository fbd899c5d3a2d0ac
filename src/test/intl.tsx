import { createIntlCache } from '@formatjs/intl';
import { type ReactNode, useMemo } from 'react';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { createWalletIntl } from '../app/wallet-intl';

/** The wallet's intl object for a component rendered alone, in `locale` with `messages`. */
export function TestIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Record<string, string>;
  children: ReactNode;
}) {
  const intl = useMemo(
    () =>
      createWalletIntl(
        { locale, messages, defaultLocale: 'en', onError: () => undefined },
        createIntlCache(),
      ),
    [locale, messages],
  );
  return <RawIntlProvider value={intl as IntlShape}>{children}</RawIntlProvider>;
}
