import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../brands/types';
import { accountApi } from '../api';
import { isLocale } from '../lib/locale';
import {
  clearToken,
  readLocal,
  readToken,
  removeLocal,
  writeLocal,
  writeToken,
} from '../lib/storage';
import { sleep } from '../lib/time';
import { useBrand } from './brand';
import { clearServerCache } from './server-cache';
import { revalidateServerText } from './server-text';
import { tellOtherTabs } from './tab-sync';

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
      tellOtherTabs({ type: 'locale', locale: next });
    },
    [setLocale],
  );
  return [locale, change];
}

/** How long a logout waits for the server before it goes on without it. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * The member's chat messages not yet sent (localStorage `chatOutbox`, owner `member:<id>`:
 * docs/product.md#browser-storage-keys) go with the member; a guest's stay, they belong
 * to the device. Read as plain JSON here: the chat feature owns the entries' shape.
 */
function dropMemberOutbox(): void {
  const raw = readLocal('chatOutbox');
  if (!raw) return;
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    removeLocal('chatOutbox');
    return;
  }
  if (!Array.isArray(list)) {
    removeLocal('chatOutbox');
    return;
  }
  const kept = list.filter(
    (entry: unknown) =>
      !!entry &&
      typeof entry === 'object' &&
      typeof (entry as { owner?: unknown }).owner === 'string' &&
      !(entry as { owner: string }).owner.startsWith('member:'),
  );
  if (kept.length === 0) removeLocal('chatOutbox');
  else writeLocal('chatOutbox', JSON.stringify(kept));
}

/**
 * What this device holds of the member, dropped at once: the stored token and every
 * cached server answer (so the next member on a shared phone never sees the first one's
 * data, not even for a frame), and on a logout also the member's unsent chat messages.
 * After a 401 the outbox stays: the same member logging in again still has them sent
 * (they are never sent for anyone else: docs/product.md#chat).
 */
export function forgetMember({ outbox }: { outbox: boolean }): void {
  clearToken();
  clearServerCache();
  if (outbox) dropMemberOutbox();
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
      tellOtherTabs({ type: 'login', token, remember });
    },
    [setToken],
  );
  // The server is told first (it revokes the token: docs/api.md#account-and-login), but the
  // call is optional for a backend: a 404, a refusal or no answer logs out all the same.
  // `minimumMs`: the member stays logged in at least that long (a spinner the player can
  // see); the session ends once, at the end, so nothing of the logout runs after it (a
  // login made in the meantime would be undone).
  const logout = useCallback(
    async ({ minimumMs = 0 }: { minimumMs?: number } = {}) => {
      await Promise.all([accountApi.logout({ timeoutMs: LOGOUT_TIMEOUT_MS }), sleep(minimumMs)]);
      forgetMember({ outbox: true });
      setToken(null);
      tellOtherTabs({ type: 'logout' });
    },
    [setToken],
  );
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
