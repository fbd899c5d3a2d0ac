/**
 * The app's public hooks: what features may use of the app layer.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../brands/types';
import { type ApiError, errorText } from '../api';
import { clearToken, writeLocal, writeToken } from '../lib/storage';
import { localeAtom, tokenAtom } from './store';
import { clearServerCache } from './swr-cache';

export { useBrand } from './brand-context';

export function useLocale(): [Locale, (next: Locale) => void] {
  const [locale, setLocale] = useAtom(localeAtom);
  const change = useCallback(
    (next: Locale) => {
      writeLocal('locale', next);
      setLocale(next);
    },
    [setLocale],
  );
  return [locale, change];
}

export function useToken(): string | null {
  return useAtomValue(tokenAtom);
}

/**
 * Starting and ending a login. Both drop every cached server answer, so one member's
 * balances can never show for the next member on a shared phone.
 */
export function useSession() {
  const setToken = useSetAtom(tokenAtom);
  const login = useCallback(
    (token: string, remember: boolean) => {
      clearServerCache();
      writeToken(token, remember);
      setToken(token);
    },
    [setToken],
  );
  const logout = useCallback(() => {
    clearToken();
    setToken(null);
    clearServerCache();
  }, [setToken]);
  return { login, logout };
}

/** The translated text of a failed call (spec §7 response handling, §8 catalogue). */
export function useErrorText(): (error: ApiError) => string {
  const intl = useIntl();
  return useCallback(
    (error: ApiError) => {
      const text = errorText(error);
      return 'id' in text ? intl.formatMessage({ id: text.id }) : text.raw;
    },
    [intl],
  );
}
