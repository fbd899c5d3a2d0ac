/**
 * Opening a game in a new tab. Browsers allow a new window only during the tap itself,
 * but the game's link arrives after one or two calls (transfer, auto-login). So the tab
 * is opened empty at the tap, and sent to the game once the link is known.
 */

import type { SafeUrl } from '../../lib/safe-url';

let windowCount = 0;

/** Opens an empty tab now (call it synchronously in the tap handler); null if blocked. */
export function openBlankWindow(): Window | null {
  windowCount += 1;
  const name = `game-${Date.now().toString(36)}-${windowCount}`;
  return window.open('about:blank', name);
}

/**
 * Sends the tab to `url`; false when there is no usable tab (blocked or closed). The tab is
 * `about:blank` of the wallet's own origin: a `javascript:` address there would run next to
 * the member's token, hence a `SafeUrl` only (src/lib/safe-url.ts).
 */
export function sendWindow(target: Window | null, url: SafeUrl): boolean {
  if (!target || target.closed) return false;
  // The game page must not be able to reach back into the wallet.
  target.opener = null;
  target.location.href = url;
  return true;
}

/**
 * Posts a login form to `url` in the tab: the provider whose credentials come with form
 * state fields (docs/api.md#wallet: an event object of form-state fields) expects a form post.
 */
export function postToWindow(
  target: Window | null,
  url: SafeUrl,
  fields: Record<string, string>,
): boolean {
  if (!target || target.closed) return false;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = url;
  form.target = target.name;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
  target.opener = null;
  return true;
}

export function closeWindow(target: Window | null): void {
  if (target && !target.closed) target.close();
}
