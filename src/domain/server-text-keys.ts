import { bonusPaths, invitePaths, lookupPaths, refundPaths, spinwheelPaths } from '../api';

/**
 * The answers that carry text the backend writes in the player's language (agreements,
 * conditions, banner captions, refund lines, sources, contact text, notice, bonus and spin
 * descriptions: docs/api.md#language). A language switch reloads these and nothing else:
 * balances, statements and the bank list do not depend on the language, so they are not
 * fetched again.
 */
export const SERVER_TEXT_PATHS: readonly string[] = [
  lookupPaths.agreements,
  lookupPaths.conditions,
  lookupPaths.contact,
  lookupPaths.notice,
  lookupPaths.sources,
  invitePaths.banners,
  refundPaths.banners,
  refundPaths.check,
  bonusPaths.list,
  spinwheelPaths.setup,
];

/** Whether an SWR key (a path, or `[path, ...]`) is one of the server-text answers. */
export function isServerTextKey(key: unknown): boolean {
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && SERVER_TEXT_PATHS.includes(path);
}
