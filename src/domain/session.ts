import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../brands/types';
import { isLocale } from '../lib/locale';
import { clearToken, readLocal, readToken, writeLocal, writeToken } from '../lib/storage';
import { useBrand } from './brand';
import { clearServerCache } from './server-cache';
import { revalidateServerText } from './server-text';

/**
 * Client state (Jotai): what the server does not know, namely who is logged in on this
 * device and which language the player chose. Server data lives in SWR only
 * (docs/architecture.md#server-state-and-client-state).
 */
export const tokenAtom = atom<string | null>(readToken());

export const localeAtom = atom<Locale>('th');

/** The stored language when it is one of ours, else the brand's default. */
export function initialLocale(brandDefault: Locale): Locale {
  const stored = readLocal('locale');
  return isLocale(stored) ? stored : brandDefault;
}

export function useToken(): string | null {
  return useAtomValue(tokenAtom);
}

export function useLocale(): [Locale, (next: Locale) => void] {
  const [locale, setLocale] = useAtom(localeAtom);
  const change = useCallback(
    (next: Locale) => {
      writeLocal('locale', next);
      setLocale(next);
      // The atom is set synchronously, so these reloads already ask in the new language.
      revalidateServerText();
    },
    [setLocale],
  );
  return [locale, change];
}

/**
 * Starting and ending a login. Both drop every cached server answer, so one member's
 * balances can never show for the next member on a shared phone
 * (docs/product.md#login-and-session).
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

export interface LocaleOption {
  value: Locale;
  label: string;
}

/** The brand's interface languages, each named in its own language (for a dropdown). */
export function useLocaleOptions(): LocaleOption[] {
  const intl = useIntl();
  const { locales } = useBrand();
  return useMemo(
    () =>
      locales.map((value) => ({ value, label: intl.formatMessage({ id: `language.${value}` }) })),
    [intl, locales],
  );
}
