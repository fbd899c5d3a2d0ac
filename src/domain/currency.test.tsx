import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import en from '../../locales/en.json';
import la from '../../locales/la.json';
import { inLaos } from '../test/brands';
import { mockApi } from '../test/fetch-mock';
import { TestIntlProvider } from '../test/intl';
import { walletResult } from '../test/wallet-fixtures';
import { BrandContext } from './brand';
import { memberCurrency, useMoney } from './currency';

function wrapper(locale: string, messages: Record<string, string>) {
  return ({ children }: { children: ReactNode }) => (
    <BrandContext.Provider value={inLaos}>
      <TestIntlProvider locale={locale} messages={messages}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </TestIntlProvider>
    </BrandContext.Provider>
  );
}

const bcel = {
  bankCode: 'BCEL',
  bankAccountName: 'SOMPHONE',
  bankAccountNo: '0101000123456',
  bank: { nameTH: 'BCEL', nameEN: 'BCEL' },
};

describe('member currency', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is kip for a LAK account and baht otherwise', () => {
    expect(memberCurrency({ currency: 'LAK' })).toBe('LAK');
    expect(memberCurrency({ currency: 'BAHT' })).toBe('BAHT');
    expect(memberCurrency({ currency: null })).toBe('BAHT');
    expect(memberCurrency({})).toBe('BAHT');
    expect(memberCurrency(undefined)).toBe('BAHT');
  });

  it('labels every amount of a LAK member as kip', async () => {
    mockApi({ 'GET /api/wallet': walletResult({ bankAccount: { ...bcel, currency: 'LAK' } }) });
    const { result } = renderHook(() => useMoney(), { wrapper: wrapper('en', en) });
    await waitFor(() => expect(result.current.currency).toBe('LAK'));
    // Kip as Lao players write it: no decimals (docs/product.md#amounts-per-currency).
    expect(result.current.format(1_250_000)).toBe('1,250,000 kip');
    expect(result.current.unit).toBe('kip');
  });

  it('says baht in Lao for a member without a currency', async () => {
    mockApi({ 'GET /api/wallet': walletResult() });
    const { result } = renderHook(() => useMoney(), { wrapper: wrapper('lo', la) });
    await waitFor(() => expect(result.current.format(10)).toBe('10.00 ບາດ'));
  });
});
