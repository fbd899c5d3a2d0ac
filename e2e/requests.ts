import type { Page, Route } from '@playwright/test';

/** Counts the page's requests to one API path (of one method, if given) from now on. */
export function countRequests(page: Page, path: string, method?: 'GET' | 'POST'): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (method && request.method() !== method) return;
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/** Holds the page's requests to a path until `release()`: a slow network, without sleeping. */
export async function holdRequests(page: Page, path: string) {
  const held: Route[] = [];
  await page.route(`**${path}`, (route) => {
    held.push(route);
  });
  return {
    waiting: () => held.length,
    release: async () => {
      for (const route of held.splice(0)) await route.continue();
      await page.unroute(`**${path}`);
    },
  };
}
