import { isIP } from 'node:net';
import { isLoopbackHost } from './loopback';

export interface RelyingParty {
  /** The WebAuthn RP ID: the public origin's host name. */
  id: string;
  /** The origin the browser reports in its client data. */
  origin: string;
}

/**
 * The WebAuthn relying party of a public origin (SANDBOX_PUBLIC_ORIGIN, else the listen URL;
 * never the request's Host, which a client chooses). Browsers refuse an IP address as RP ID
 * (Chromium: "This is an invalid domain"), so a loopback IP becomes `localhost` on the same
 * port: passkeys on a local sandbox work with the wallet opened at http://localhost:PORT
 * (a secure context for WebAuthn), not at http://127.0.0.1:PORT (docs/api.md#passkeys).
 */
export function relyingParty(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && isLoopbackHost(host)) {
    url.hostname = 'localhost';
    return { id: 'localhost', origin: url.origin };
  }
  return { id: host, origin: url.origin };
}

/** A short device label from a User-Agent ("iPhone", "Android", …), or null when unknown. */
export function deviceName(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const devices: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/CrOS/, 'Chromebook'],
    [/Windows/, 'Windows'],
    [/Macintosh|Mac OS X/, 'Mac'],
    [/Linux/, 'Linux'],
  ];
  const browsers: [RegExp, string][] = [
    [/SamsungBrowser/, 'Samsung Internet'],
    [/Edg\//, 'Edge'],
    [/Firefox\//, 'Firefox'],
    [/Chrome\/|CriOS\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const device = devices.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!device) return null;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  return browser ? `${device} · ${browser}` : device;
}
