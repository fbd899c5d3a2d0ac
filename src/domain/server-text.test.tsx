import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR from 'swr';
import { configureClient, lookupPaths, unwrap, walletPaths } from '../api';
import { call } from '../api/client';
import { intlLocale } from '../lib/locale';
import { mockApi } from '../test/fetch-mock';
import { otherTab } from '../test/other-tab';
import { renderWithApp } from '../test/render';
import { isServerTextKey } from './server-text-keys';
import { localeAtom, useLocale } from './session';

function Screen() {
  const agreements = useSWR(lookupPaths.agreements, () =>
    unwrap(call(`GET ${lookupPaths.agreements}`)),
  );
  const wallet = useSWR(walletPaths.wallet, () => unwrap(call(`GET ${walletPaths.wallet}`)));
  const [, setLocale] = useLocale();
  return (
    <>
      <p>{agreements.data?.[0]}</p>
      <p>{wallet.data ? 'wallet loaded' : ''}</p>
      <button type="button" onClick={() => setLocale('la')}>
        Lao
      </button>
    </>
  );
}

describe('server text and the language', () => {
  afterEach(() => {
    configureClient({ getLanguage: () => null });
    vi.unstubAllGlobals();
  });

  it('reloads the texts in the new language after a switch, but not the wallet', async () => {
    const { calls } = mockApi({
      'GET /api/lookup/agreements': (_body: unknown, init: RequestInit) => ({
        body: [
          (init.headers as Record<string, string>)['Accept-Language'] === 'lo' ? 'ຂໍ້ກຳນົດ' : 'Terms',
        ],
      }),
      'GET /api/wallet': { n: 1 },
    });
    const { store } = renderWithApp(<Screen />, { locale: 'en' });
    configureClient({ getLanguage: () => intlLocale(store.get(localeAtom)) });
    expect(await screen.findByText('Terms')).toBeInTheDocument();
    await screen.findByText('wallet loaded');

    await userEvent.click(screen.getByRole('button', { name: 'Lao' }));

    expect(await screen.findByText('ຂໍ້ກຳນົດ')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/lookup/agreements')).toHaveLength(2),
    );
    expect(calls.filter((call) => call.path === '/api/wallet')).toHaveLength(1);
  });

  it('tells the other tabs the language chosen (docs/product.md#open-tabs)', async () => {
    mockApi({ 'GET /api/lookup/agreements': { body: ['Terms'] }, 'GET /api/wallet': { n: 1 } });
    const tab = otherTab();
    try {
      renderWithApp(<Screen />, { locale: 'en' });
      await userEvent.click(await screen.findByRole('button', { name: 'Lao' }));
      await waitFor(() => expect(tab.heard).toEqual([{ type: 'locale', locale: 'la' }]));
    } finally {
      tab.close();
    }
  });

  it('counts paged keys of a text path as text, and money paths as not', () => {
    expect(isServerTextKey('/api/lookup/conditions')).toBe(true);
    expect(isServerTextKey(['/api/refund/check', 1])).toBe(true);
    expect(isServerTextKey('/api/wallet')).toBe(false);
    expect(isServerTextKey(['/api/statement', 2])).toBe(false);
  });
});
