// Starts the app (evaluated in a task after main.tsx's, see there): the API client's hooks,
// the language, the early downloads, then the first render once the core texts are here.

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '../../brands/brand';
import { configureClient } from '../api';
import { initialLocale, localeAtom } from '../domain/session';
import { intlLocale, warmUpIntl } from '../lib/locale';
import { readToken } from '../lib/storage';
import { startEarly } from './early-start';
import { loadMessages } from './messages';
import { navigate } from './navigation';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { endSession } from './session-end';
import { appStore } from './store';
import { followOtherTabs } from './tab-sync';

configureClient({
  getToken: readToken,
  getLanguage: () => intlLocale(appStore.get(localeAtom)),
  onTerminated: () => navigate('/terminated', { replace: true }),
  onSessionEnded: () => endSession(appStore),
});

followOtherTabs(appStore);

document.title = brand.appName;
document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.theme.surface);

const locale = initialLocale(brand.defaultLocale);
appStore.set(localeAtom, locale);
// In a task of its own: adding the chunks' script tags is not free on a slow phone, and the
// main script's evaluation is already the longest task of the start.
setTimeout(() => startEarly(window.location.pathname, readToken(), locale), 0);
setTimeout(() => warmUpIntl(locale), 0);

const root = document.getElementById('root');
if (root) {
  // The first screen's texts are fetched before the first paint so no message id ever
  // flashes; if that fails (flaky network) the app still renders and retries in the provider.
  // A guest's first screen is the login screen (or leads to it): its texts too.
  loadMessages(locale, readToken() ? ['core'] : ['core', 'login'])
    .catch(() => undefined)
    .finally(() => {
      // A transition render yields to the browser every few milliseconds, so starting the
      // app on a slow phone is many short tasks rather than one long one.
      startTransition(() => {
        createRoot(root).render(
          <StrictMode>
            <AppProviders brand={brand}>
              <AppRoutes />
            </AppProviders>
          </StrictMode>,
        );
      });
      // For the size check: what was fetched before this is the first screen's cost.
      requestAnimationFrame(() => performance.mark('wallet:first-render'));
    });
}
