/**
 * The reload of the server-text answers after a language switch (docs/api.md#language).
 * Which answers those are lives in server-text-keys.ts, loaded with the SWR provider, so
 * the API path tables stay out of the /login bundle.
 */
/*
 * SWR is not in the /login bundle: the lazily loaded SWR provider registers how to reload
 * once it has loaded; before that nothing is cached, so there is nothing to reload.
 */
let revalidate: (() => void) | null = null;

export function registerServerTextRevalidate(fn: () => void): void {
  revalidate = fn;
}

/** After a language switch (the API client already sends the new language). */
export function revalidateServerText(): void {
  revalidate?.();
}
