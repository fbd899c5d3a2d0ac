/**
 * Where the chat's socket.io server is (README "Build variables", `PUBLIC_CHAT_URL`):
 * unset or empty, no socket is opened; `same-origin`, the page's own origin (the sandbox
 * serving the built wallet, or a site that proxies `/socket.io`); otherwise the server's
 * http(s) or ws(s) origin. The path is always `/socket.io`: a path in the URL would name a
 * socket.io namespace, so it is refused.
 */
export const SAME_ORIGIN = 'same-origin';

export function chatSocketUrl(configured: string | undefined, pageOrigin: string): string | null {
  const value = (configured ?? '').trim();
  if (!value) return null;
  if (value === SAME_ORIGIN) return pageOrigin;
  try {
    const url = new URL(value);
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return null;
    if (url.pathname !== '/' || url.search || url.hash) return null;
    return url.origin === 'null' ? `${url.protocol}//${url.host}` : url.origin;
  } catch {
    return null;
  }
}
