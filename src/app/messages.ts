import type { Locale } from '../../brands/types';
import type { MessagePart } from './message-parts';

export type Messages = Record<string, string>;

type Loader = () => Promise<{ default: Messages }>;

/**
 * Each language is its own set of chunks (see message-parts.ts): a player downloads only
 * the language they read, and only the parts of it the screens they open show. Only the
 * core parts are named (the static shell preloads them: scripts/rsbuild-shell.ts): every
 * name rides in the entry's list of chunk files, which /login and /user/home download.
 */
const loaders: Record<Locale, Record<MessagePart, Loader>> = {
  th: {
    core: () => import(/* webpackChunkName: "locale-th-core" */ '../../locales/th.json?part=core'),
    login: () => import('../../locales/th.json?part=login'),
    guest: () => import('../../locales/th.json?part=guest'),
    deposit: () => import('../../locales/th.json?part=deposit'),
    member: () => import('../../locales/th.json?part=member'),
    spin: () => import('../../locales/th.json?part=spin'),
    rest: () => import('../../locales/th.json?part=rest'),
    transfer: () => import('../../locales/th.json?part=transfer'),
    chat: () => import('../../locales/th.json?part=chat'),
    rewards: () => import('../../locales/th.json?part=rewards'),
    passkey: () => import('../../locales/th.json?part=passkey'),
    stepUp: () => import('../../locales/th.json?part=stepUp'),
  },
  la: {
    core: () => import(/* webpackChunkName: "locale-la-core" */ '../../locales/la.json?part=core'),
    login: () => import('../../locales/la.json?part=login'),
    guest: () => import('../../locales/la.json?part=guest'),
    deposit: () => import('../../locales/la.json?part=deposit'),
    member: () => import('../../locales/la.json?part=member'),
    spin: () => import('../../locales/la.json?part=spin'),
    rest: () => import('../../locales/la.json?part=rest'),
    transfer: () => import('../../locales/la.json?part=transfer'),
    chat: () => import('../../locales/la.json?part=chat'),
    rewards: () => import('../../locales/la.json?part=rewards'),
    passkey: () => import('../../locales/la.json?part=passkey'),
    stepUp: () => import('../../locales/la.json?part=stepUp'),
  },
  en: {
    core: () => import(/* webpackChunkName: "locale-en-core" */ '../../locales/en.json?part=core'),
    login: () => import('../../locales/en.json?part=login'),
    guest: () => import('../../locales/en.json?part=guest'),
    deposit: () => import('../../locales/en.json?part=deposit'),
    member: () => import('../../locales/en.json?part=member'),
    spin: () => import('../../locales/en.json?part=spin'),
    rest: () => import('../../locales/en.json?part=rest'),
    transfer: () => import('../../locales/en.json?part=transfer'),
    chat: () => import('../../locales/en.json?part=chat'),
    rewards: () => import('../../locales/en.json?part=rewards'),
    passkey: () => import('../../locales/en.json?part=passkey'),
    stepUp: () => import('../../locales/en.json?part=stepUp'),
  },
};

const pending = new Map<string, Promise<void>>();
/** `<locale>:<part>` of every part that has arrived. */
const arrived = new Set<string>();
const settled = new Map<Locale, Messages>();
/** Parts asked for so far: a language switch loads the same parts of the new language. */
const wanted = new Set<MessagePart>(['core']);
const listeners = new Set<(locale: Locale) => void>();
/** Languages in which a screen asked for a text that had not arrived yet. */
const missingSeen = new Set<Locale>();

/**
 * Called (by the intl provider) when a text was asked for before its part arrived: the next
 * part to arrive renders the screens again. Code that only checks whether an id exists
 * (`id in intl.messages`) sees new texts on its next render.
 */
export function noteMissingText(locale: Locale): void {
  missingSeen.add(locale);
}

function loadPart(locale: Locale, part: MessagePart): Promise<void> {
  const key = `${locale}:${part}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[locale][part]().then(
      (module) => {
        const current = settled.get(locale);
        if (current && !missingSeen.has(locale)) {
          // Nothing on screen waited for these texts: they join the texts the screens
          // already read (the same object), and nothing renders again. A whole-screen
          // render per part was a long task on a slow phone.
          Object.assign(current, module.default);
        } else {
          // A new object: the provider renders again, and the texts that were missing
          // (shown as their ids) are shown.
          settled.set(locale, { ...current, ...module.default });
          missingSeen.delete(locale);
        }
        arrived.add(key);
        for (const listener of listeners) listener(locale);
      },
      (error: unknown) => {
        // A failed chunk (flaky network) may be asked for again.
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/** Loads parts of a language; resolves with every message of it loaded so far. */
export async function loadMessages(
  locale: Locale,
  parts: readonly MessagePart[] = ['core', 'rest'],
): Promise<Messages> {
  for (const part of parts) wanted.add(part);
  await Promise.all(parts.map((part) => loadPart(locale, part)));
  return settled.get(locale) ?? {};
}

/** Whether these parts of a language have all arrived. */
export function partsArrived(locale: Locale, parts: readonly MessagePart[]): boolean {
  return parts.every((part) => arrived.has(`${locale}:${part}`));
}

/** Every part any screen has asked for so far, for a language switch. */
export function wantedParts(): MessagePart[] {
  return [...wanted];
}

export function cachedMessages(locale: Locale): Messages | undefined {
  return settled.get(locale);
}

/** Called whenever more texts of a language arrive. */
export function onMessages(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Seeds a whole language without a download (tests), as if every screen had asked for its
 * texts: a language switch then loads every part of the new language, whichever screens
 * the test rendered before.
 */
export function primeMessages(locale: Locale, messages: Messages): void {
  settled.set(locale, messages);
  for (const part of Object.keys(loaders[locale]) as MessagePart[]) {
    pending.set(`${locale}:${part}`, Promise.resolve());
    arrived.add(`${locale}:${part}`);
    wanted.add(part);
  }
}
