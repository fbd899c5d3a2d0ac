import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

export interface StartVisit {
  name: 'login' | 'first' | 'returning';
  path: string;
  agreed: boolean;
  guest: boolean;
  label: string;
}
export const START_VISITS: readonly StartVisit[];
export function phoneContext(
  browser: Browser,
  options?: { token?: string | null; agreed?: boolean },
): Promise<BrowserContext>;
export function throttledPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }>;
