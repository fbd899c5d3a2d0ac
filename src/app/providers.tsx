import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense } from 'react';
import type { Brand } from '../../brands/types';
import { dialogAtom } from '../ui/dialog-state';
import { ThemeContext } from '../ui/theme';
import { Toaster } from '../ui/toast';
import { BrandProvider } from './brand-context';
import { AppIntlProvider } from './intl-provider';
import { appStore } from './store';

// Most visits to /login never open a dialog: its code arrives with the first one.
const DialogHost = lazy(() => import('../ui/dialog').then((m) => ({ default: m.DialogHost })));

function Dialogs() {
  const open = useAtomValue(dialogAtom) !== null;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}

export function AppProviders({
  brand,
  store = appStore,
  children,
}: {
  brand: Brand;
  store?: typeof appStore;
  children: ReactNode;
}) {
  return (
    <BrandProvider brand={brand}>
      <JotaiProvider store={store}>
        <ThemeContext value={brand.theme}>
          <AppIntlProvider>
            {children}
            <Toaster />
            <Dialogs />
          </AppIntlProvider>
        </ThemeContext>
      </JotaiProvider>
    </BrandProvider>
  );
}
