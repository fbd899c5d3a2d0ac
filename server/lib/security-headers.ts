/**
 * The wallet's Content-Security-Policy and security headers: ONE source for the meta tag
 * every production build ships (rsbuild.config.ts), the headers the sandbox sends with a
 * served build (server/app.ts) and what docs/deploy.md asks of a CDN. Pure: no Node or
 * browser APIs, so the build config can import it too.
 *
 * Why each source (docs/architecture.md#security): the wallet holds a bearer token that
 * moves money, so no script may run but the build's own files.
 */
export interface PolicyOrigins {
  /** PUBLIC_API_URL of the build: empty means the wallet's own origin. */
  apiUrl?: string;
  /** PUBLIC_CHAT_URL of the build: empty (no chat), `same-origin`, or the chat server. */
  chatUrl?: string;
}

/** The origin of a build variable's URL, or null (empty, `same-origin`, unparsable). */
function originOf(value: string | undefined): URL | null {
  const text = (value ?? '').trim();
  if (!text || text === 'same-origin') return null;
  try {
    const url = new URL(text);
    return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** An http(s) origin and its socket twin (ws for http, wss for https), for connect-src. */
function withSocket(url: URL): string[] {
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  return [`${secure ? 'https' : 'http'}://${url.host}`, `${secure ? 'wss' : 'ws'}://${url.host}`];
}

/**
 * The policy's directives. `forMeta`: the meta-tag form, without the directives a meta tag
 * cannot carry (`frame-ancestors`: browsers ignore it there, so it is a header only).
 */
export function cspDirectives(
  origins: PolicyOrigins,
  { forMeta = false }: { forMeta?: boolean } = {},
): Record<string, string[]> {
  const api = originOf(origins.apiUrl);
  const chat = originOf(origins.chatUrl);
  const apiOrigin = api ? [`${api.protocol}//${api.host}`] : [];
  const connect = ["'self'", ...(api ? withSocket(api) : []), ...(chat ? withSocket(chat) : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The build's own files only: no inline script, no eval, no other host.
    'script-src': ["'self'"],
    // @emotion writes its styles into <style> tags at run time, index.html inlines its two
    // stylesheets (the static shell's, the app's) and the spinner sets its size in a `style`
    // attribute: inline STYLES are allowed (they cannot run code); inline scripts are not.
    'style-src': ["'self'", "'unsafe-inline'"],
    // The API's media (banners, logos, QR images); data: for the deposit QR svg and PNG,
    // blob: for the slip and chat image previews picked on the phone.
    'img-src': ["'self'", 'data:', 'blob:', ...apiOrigin],
    // How-to and chat videos from the API; blob: for a chat video preview.
    'media-src': ["'self'", 'blob:', ...apiOrigin],
    // Bundled fonts (@fontsource); a small subset may be inlined by the build as data:.
    'font-src': ["'self'", 'data:'],
    // The API, and the chat's socket.io (polling over http(s), then a websocket).
    'connect-src': [...new Set(connect)],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    // Games and slips open in new tabs, never in frames of the wallet.
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  if (!forMeta) directives['frame-ancestors'] = ["'none'"];
  return directives;
}

export function contentSecurityPolicy(
  origins: PolicyOrigins,
  options: { forMeta?: boolean } = {},
): string {
  return Object.entries(cspDirectives(origins, options))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * `Strict-Transport-Security` where TLS is served (a CDN, the release's edge,
 * scripts/cdn-edge.mjs; the sandbox only behind an https public origin): two years, this
 * host and its subdomains. Not `preload`: that is the operator's commitment for the whole
 * domain (docs/deploy.md).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Powerful features: only the camera, for the wallet's own origin (slip photos: the
 * `capture` file input, and a page that asks for the camera itself), and none of the
 * others a wallet has no use for, for no frame either. Features the wallet uses are left
 * at their defaults: fullscreen (how-to videos), web-share (invite link, saved QR images),
 * clipboard (copy buttons). Only names Chromium knows: an unknown one is a console error.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
].join(', ');

export interface TransportOptions {
  /**
   * The files are served over TLS (an https origin): add Strict-Transport-Security. Over
   * plain http a browser ignores it, and a sandbox on http://127.0.0.1 must not claim it.
   */
  https?: boolean;
}

/** Every header a server (the sandbox, a CDN) sends with the wallet's files. */
export function securityHeaders(
  origins: PolicyOrigins,
  { https = false }: TransportOptions = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Its own browsing context group: no page the wallet opens (games, slips: new tabs,
    // `noopener`) or that opens it can hold a reference to its window.
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
