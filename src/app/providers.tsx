import { ThemeProvider } from '@emotion/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { Brand } from '../../brands/types';
import { dialogAtom } from '../ui/dialog-state';
import { GlobalStyles } from '../ui/global-styles';
import { usePainted } from '../ui/use-painted';
import { BrandProvider } from './brand-context';
import { AppIntlProvider } from './intl-provider';
import { appStore } from './store';

// Most visits to /login never open a dialog: its code arrives with the first one.
const DialogHost = lazy(() => import('../ui/dialog').then((m) => ({ default: m.DialogHost })));

// Toasts answer what a player does, after the first screen: the view's code comes once it
// has painted, in the chunk of what the page adds after its load (after-load-slot.tsx); a
// toast asked for before then shows when it arrives. Should that chunk not arrive (a
// dropped request), the screens go on without toasts rather than failing.
const Toaster = lazy(
  (): Promise<{ default: ComponentType }> =>
    import(/* webpackChunkName: "after-load" */ '../ui/toast').then(
      (m) => ({ default: m.Toaster }),
      () => ({ default: () => null }),
    ),
);

function Toasts() {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

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
        <ThemeProvider theme={brand.theme}>
          <GlobalStyles />
          <AppIntlProvider>
            {children}
            <Toasts />
            <Dialogs />
          </AppIntlProvider>
        </ThemeProvider>
      </JotaiProvider>
    </BrandProvider>
  );
}
