import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../locales/en.json';
import th from '../../locales/th.json';
import { ApiError } from '../api';
import { useErrorText } from './error-text';

function wrapper(messages: Record<string, string>, locale: string) {
  return ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

describe('useErrorText', () => {
  it('translates catalogue codes in the interface language', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper: wrapper(th, 'th') });
    expect(result.current(new ApiError('server', 'MONEY_NOT_ENOUGH', 400))).toBe(
      th['error.MONEY_NOT_ENOUGH'],
    );
  });

  it('shows the raw server message for a code outside the catalogue', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper: wrapper(en, 'en') });
    expect(result.current(new ApiError('server', 'Daily limit reached', 400))).toBe(
      'Daily limit reached',
    );
  });

  it('has its own texts for a lost connection and a time-out', () => {
    const { result } = renderHook(() => useErrorText(), { wrapper: wrapper(en, 'en') });
    expect(result.current(new ApiError('network', 'network'))).toBe(en['error.network']);
    expect(result.current(new ApiError('timeout', 'timeout'))).toBe(en['error.timeout']);
  });
});
