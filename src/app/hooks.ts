/**
 * The app's public hooks: what features may use of the app layer.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../brands/types';
import { type ApiError, errorText } from '../api';
import { clearToken, writeLocal, writeToken } from '../lib/storage';
import type { LanguageOption } from '../ui/language-select';
import { useBrand } from './brand-context';
import { hasMemberModal, type MemberModalKey, memberModalAtom } from './member-modals';
import { localeAtom, tokenAtom } from './store';
import { clearServerCache } from './swr-cache';

export { useBrand };

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
      const { id, raw } = errorText(error);
      if (raw !== undefined && !(id in intl.messages)) return raw;
      return intl.formatMessage({ id });
    },
    [intl],
  );
}

/** The brand's interface languages, each named in its own language (for a dropdown). */
export function useLocaleOptions(): LanguageOption<Locale>[] {
  const intl = useIntl();
  const { locales } = useBrand();
  return useMemo(
    () =>
      locales.map((value) => ({ value, label: intl.formatMessage({ id: `language.${value}` }) })),
    [intl, locales],
  );
}

/**
 * Opens a member-wide modal (deposit, withdraw, transfer) from any member screen.
 * `has(key)` says whether that modal exists in this build: offer it only then.
 */
export function useMemberModal() {
  const setOpen = useSetAtom(memberModalAtom);
  return useMemo(
    () => ({
      open: (key: MemberModalKey) => setOpen(key),
      close: () => setOpen(null),
      has: hasMemberModal,
    }),
    [setOpen],
  );
}
