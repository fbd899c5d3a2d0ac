import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { brand as defaultBrand } from '../../brands/brand';
import type { Brand, Locale } from '../../brands/types';
import en from '../../locales/en.json';
import la from '../../locales/la.json';
import th from '../../locales/th.json';
import { primeMessages } from '../app/messages';
import { AppProviders } from '../app/providers';
import { SwrProvider } from '../app/swr-provider';
import { forgetFeatures } from '../domain/features';
import { clearServerCache } from '../domain/server-cache';
import { localeAtom, tokenAtom } from '../domain/session';

const messages: Record<Locale, Record<string, string>> = { th, la, en };

/**
 * Renders a screen or component the way the app does (brand, theme, language, SWR,
 * toasts, dialogs) at a memory location, so tests can assert what a player sees.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    brand = defaultBrand,
    locale = 'en',
    path = '/',
    token = null,
  }: { brand?: Brand; locale?: Locale; path?: string; token?: string | null } = {},
) {
  primeMessages(locale, messages[locale]);
  clearServerCache();
  forgetFeatures();
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(tokenAtom, token);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Router hook={location.hook}>
      <AppProviders brand={brand} store={store}>
        <SwrProvider>
          {/* Tests mount the same keys again and again right after clearing the cache: no
              deduplication window, or a new mount would reuse the cleared request. */}
          <SWRConfig value={{ dedupingInterval: 0 }}>{ui}</SWRConfig>
        </SwrProvider>
      </AppProviders>
    </Router>,
  );
  return { ...result, store, location };
}
