import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { localeAtom } from '../domain/session';
import { AppIntlProvider } from './intl-provider';

/** A message store whose parts arrive when the test says, as chunks do. */
const store = vi.hoisted(() => {
  const texts = new Map<string, Record<string, string>>();
  const listeners = new Set<(locale: string) => void>();
  const asked: unknown[][] = [];
  return {
    texts,
    listeners,
    asked,
    arrive(locale: string, messages: Record<string, string>) {
      texts.set(locale, { ...texts.get(locale), ...messages });
      for (const listener of listeners) listener(locale);
    },
  };
});

vi.mock('./messages', () => ({
  cachedMessages: (locale: string) => store.texts.get(locale),
  onMessages: (listener: (locale: string) => void) => {
    store.listeners.add(listener);
    return () => store.listeners.delete(listener);
  },
  // The parts the provider asks for are still on their way.
  loadMessages: (...args: unknown[]) => {
    store.asked.push(args);
    return new Promise(() => undefined);
  },
  wantedParts: () => ['core'],
  noteMissingText: () => undefined,
}));

function Screen() {
  return <FormattedMessage id="home.transfer" />;
}

/** Renders its child after the member screens' texts arrive, before anyone has subscribed. */
function ArrivesDuringRender({ children }: { children: ReactNode }) {
  if (!store.texts.get('th')?.['home.transfer']) store.arrive('th', { 'home.transfer': 'โอนเงิน' });
  return <>{children}</>;
}

/** The provider in Thai, around `children`. */
function renderInThai(children: ReactNode) {
  const jotai = createStore();
  jotai.set(localeAtom, 'th');
  return render(
    <Provider store={jotai}>
      <AppIntlProvider>{children}</AppIntlProvider>
    </Provider>,
  );
}

describe('AppIntlProvider', () => {
  beforeEach(() => {
    store.texts.clear();
    store.listeners.clear();
    store.asked.length = 0;
    store.texts.set('th', { 'ui.close': 'ปิด' });
  });

  it('asks for the rest of the texts once the first screen has painted, not before', async () => {
    renderInThai(<Screen />);
    expect(store.asked).toEqual([]);
    await waitFor(() => expect(store.asked).toEqual([['th', ['core', 'rest']]]));
  });

  it('shows texts that arrive between its first render and its subscription, never their ids', () => {
    renderInThai(
      <ArrivesDuringRender>
        <Screen />
      </ArrivesDuringRender>,
    );
    expect(screen.getByText('โอนเงิน')).toBeInTheDocument();
    expect(screen.queryByText('home.transfer')).toBeNull();
  });

  it('shows a part that arrives later, without a language switch', () => {
    renderInThai(<Screen />);
    act(() => store.arrive('th', { 'home.transfer': 'โอนเงิน' }));
    expect(screen.getByText('โอนเงิน')).toBeInTheDocument();
  });
});
