/**
 * Showing a slip in a new tab. Browsers allow a new window only during the tap itself,
 * but the slip's address may need a call first (GET /api/statement/slip/reference/...):
 * so the tab opens empty at the tap and is sent on, or closed, once the answer is in.
 */

import type { SafeUrl } from '../../lib/safe-url';

/** Opens an empty tab now (call it synchronously in the tap handler); null if blocked. */
export function openBlankTab(): Window | null {
  return window.open('about:blank', '_blank');
}

/** Sends the tab to `url`; false when there is no usable tab (blocked or closed). */
export function sendTab(tab: Window | null, url: SafeUrl): boolean {
  if (!tab || tab.closed) return false;
  // The slip's page must not be able to reach back into the wallet.
  tab.opener = null;
  tab.location.href = url;
  return true;
}

export function closeTab(tab: Window | null): void {
  if (tab && !tab.closed) tab.close();
}
