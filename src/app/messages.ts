import type { Locale } from '../../brands/types';

export type Messages = Record<string, string>;

/** Each language is its own chunk: a player downloads only the language they read. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  th: () => import(/* webpackChunkName: "locale-th" */ '../../locales/th.json'),
  la: () => import(/* webpackChunkName: "locale-la" */ '../../locales/la.json'),
  en: () => import(/* webpackChunkName: "locale-en" */ '../../locales/en.json'),
};

const loaded = new Map<Locale, Messages>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = (await loaders[locale]()).default;
  loaded.set(locale, messages);
  return messages;
}

export function cachedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** Seeds a language without a download (tests, and a future server-rendered page). */
export function primeMessages(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
}
