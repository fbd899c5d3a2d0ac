import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { localeAtom } from '../domain/session';
import { LoginRoute } from './login-route';

const texts = vi.hoisted(() => ({
  arrived: false,
  loads: [] as string[][],
  /** Settles the download the route asked for. */
  settle: (_ok: boolean) => {},
}));

vi.mock('./messages', () => ({
  partsArrived: () => texts.arrived,
  loadMessages: (locale: string, parts: string[]) => {
    texts.loads.push([locale, ...parts]);
    return new Promise((resolve, reject) => {
      texts.settle = (ok) => (ok ? resolve({}) : reject(new Error('dropped')));
    });
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
    texts.loads = [];
  });

  it('shows the login screen at once when its texts are here, asking for nothing', () => {
    texts.arrived = true;
    renderIn('th');
    expect(screen.getByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(texts.loads).toEqual([]);
  });

  it('waits for the login texts, asking for them once, then shows the login screen', async () => {
    renderIn('la');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(texts.loads).toEqual([['la', 'login']]);
    texts.settle(true);
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
    expect(texts.loads).toHaveLength(1);
  });

  it('shows the login screen when its texts cannot be downloaded: a player can always log in', async () => {
    renderIn('th');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    texts.settle(false);
    expect(await screen.findByRole('heading', { name: 'login screen' })).toBeInTheDocument();
  });
});
