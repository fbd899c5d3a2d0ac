import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from './errors';
import { isLoopbackHost } from './loopback';

/**
 * Who may use the development controls (`/api/__sandbox/*`, docs/api.md#development-controls)
 * of a sandbox on a developer's machine. A page on any site can send a "simple" request
 * (a form's POST, `text/plain`, no preflight) to `http://127.0.0.1:3100`, and a page whose
 * name a DNS-rebinding attack points at 127.0.0.1 reads the answers too. So every control
 * call must carry:
 *
 * - `X-Sandbox-Control: 1`: a header no simple request can carry; a cross-site page that
 *   adds it triggers a CORS preflight, which the sandbox never grants;
 * - a `Host` that names a loopback address (`localhost`, 127.0.0.0/8, `[::1]`) or the host
 *   of the configured public origin (SANDBOX_PUBLIC_ORIGIN): a rebound name
 *   (`evil.example`) arrives as its own Host.
 */
export const CONTROL_HEADER = 'x-sandbox-control';
export const CONTROL_HEADERS: Readonly<Record<string, string>> = { 'X-Sandbox-Control': '1' };

/** The host name of a Host header (`127.0.0.1:3100`, `[::1]:3100`), lower case, or null. */
function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Whether a Host header names this machine's loopback or the configured public origin. */
export function trustedHost(host: string | undefined, publicOrigin: string): boolean {
  const name = hostnameOf(host);
  if (name === null) return false;
  if (isLoopbackHost(name)) return true;
  try {
    return new URL(`http://${host}`).host === new URL(publicOrigin).host;
  } catch {
    return false;
  }
}

/**
 * The refusal of a control call, or null when it may run: `403 KEY_INVALID` for a Host
 * that is neither loopback nor the public origin's, `403 KEY_MISSING` without
 * `X-Sandbox-Control: 1`.
 */
export function controlRefusal(
  headers: IncomingHttpHeaders,
  publicOrigin: string,
): ApiError | null {
  if (!trustedHost(headers.host, publicOrigin)) return new ApiError('KEY_INVALID', 403);
  const marker = headers[CONTROL_HEADER];
  if (marker === undefined) return new ApiError('KEY_MISSING', 403);
  if (marker !== '1') return new ApiError('KEY_INVALID', 403);
  return null;
}
