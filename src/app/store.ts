import { atom, createStore } from 'jotai';
import type { Locale } from '../../brands/types';
import { isLocale } from '../lib/locale';
import { readLocal, readToken } from '../lib/storage';

/**
 * Client state (Jotai). Server data lives in SWR only; these atoms hold what the server
 * does not know: who is logged in on this device and which language the player chose.
 * One store, so the API client's hooks can end a session outside React.
 */
export const appStore = createStore();

export const tokenAtom = atom<string | null>(readToken());

export function initialLocale(brandDefault: Locale): Locale {
  const stored = readLocal('locale');
  return isLocale(stored) ? stored : brandDefault;
}

export const localeAtom = atom<Locale>('th');
