import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import en from '../../locales/en.json';
import la from '../../locales/la.json';
import th from '../../locales/th.json';
import { ApiError } from '../api';
import { TestIntlProvider } from '../test/intl';
import { useErrorText } from './error-text';

function wrapper(messages: Record<string, string>, locale: string) {
  return ({ children }: { children: ReactNode }) => (
    <TestIntlProvider locale={locale} messages={messages}>
      {children}
    </TestIntlProvider>
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

  it('says how many minutes a limit asks the player to wait, in every language', () => {
    const refusal = (code: string, seconds?: number) => new ApiError('server', code, 429, seconds);
    const english = renderHook(() => useErrorText(), { wrapper: wrapper(en, 'en') }).result;
    expect(english.current(refusal('OTP_REQUEST_LIMIT', 45 * 60))).toBe(
      'Too many codes were asked for from this network. Please try again in 45 minutes.',
    );
    expect(english.current(refusal('UPLOAD_LIMIT', 30))).toBe(
      'Too many uploads. Please try again in 1 minute.',
    );
    expect(english.current(refusal('UPLOAD_LIMIT'))).toBe(
      'Too many uploads. Please try again later.',
    );
    const inThai = renderHook(() => useErrorText(), { wrapper: wrapper(th, 'th') }).result;
    expect(inThai.current(refusal('OTP_REQUEST_LIMIT', 600))).toContain('10 นาที');
    const inLao = renderHook(() => useErrorText(), { wrapper: wrapper(la, 'lo') }).result;
    expect(inLao.current(refusal('UPLOAD_LIMIT', 120))).toContain('2 ນາທີ');
  });
});
