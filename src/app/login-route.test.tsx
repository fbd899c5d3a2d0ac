import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { localeAtom } from '../domain/session';
import { LoginRoute } from './login-route';

const texts = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    arrived: false,
    fail: false,
    listeners,
    loads: [] as string[][],
    arrive() {
      this.arrived = true;
      for (const listener of listeners) listener();
    },
  };
});

vi.mock('./messages', () => ({
  partsArrived: () => texts.arrived,
  onMessages: (listener: () => void) => {
    texts.listeners.add(listener);
    return () => texts.listeners.delete(listener);
  },
  loadMessages: (locale: string, parts: string[]) => {
    texts.loads.push([locale, ...parts]);
    return texts.fail ? Promise.reject(new Error('dropped')) : Promise.resolve({});
  },
}));
vi.mock('../features/auth/login-screen', () => ({ LoginScreen: () => <h1>login screen</h1> }));
vi.mock('./route-fallback', () => ({ RouteFallback: () => <p>waiting</p> }));

function renderIn(locale: 'la' | 'th') {
  const store = createStore();
  store.set(localeAtom, locale);
  render(
    <Provider store={store}>
      <LoginRoute />
    </Provider>,
  );
}

describe('LoginRoute', () => {
  beforeEach(() => {
    texts.arrived = false;
    texts.fail = false;
    texts.loads = [];
  });

  it('waits for the login texts, asking for them once, then shows the login screen', () => {
    renderIn('la');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(texts.loads).toEqual([['la', 'login']]);
    act(() => texts.arrive());
    expect(screen.getByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(texts.loads).toHaveLength(1);
  });

  it('shows the login screen when its texts cannot be downloaded: a player can always log in', async () => {
    texts.fail = true;
    renderIn('th');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
  });
});
