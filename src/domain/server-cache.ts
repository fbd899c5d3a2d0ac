/**
 * Emptying SWR's cache on login and logout (one member's balances must never show for
 * the next member on a shared phone). SWR itself is not in the /login bundle: the lazily
 * loaded SWR provider registers how to clear once it has loaded; before that, nothing is
 * cached.
 */
let clear: (() => void) | null = null;

export function registerServerCacheClear(fn: () => void): void {
  clear = fn;
}

export function clearServerCache(): void {
  clear?.();
}
