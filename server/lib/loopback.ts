import { isIP } from 'node:net';

/**
 * Whether a listen address is reachable from this machine only (docs/api.md#development-controls):
 * `localhost`, 127.0.0.0/8, `::1` (and its IPv4-mapped form). `0.0.0.0`, `::` and any
 * interface address are reachable from the network.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || bare.startsWith('::ffff:127.');
  return false;
}
