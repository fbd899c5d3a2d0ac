import { resolve } from 'node:path';
import { BRAND_IDS, DEFAULT_BRAND_ID, isBrandId } from '../brands/data';
import type { BrandId } from '../brands/types';
import { devServerOrigins } from './app';

/** What `npm run sandbox` (server/main.ts) runs with, read from its environment. */
export interface SandboxConfig {
  brandId: BrandId;
  dbPath: string;
  uploadDir: string;
  port: number;
  host: string;
  otpCode: string | undefined;
  staticDir: string | undefined;
  /** Browser origins the chat socket accepts besides its own. */
  corsOrigins: string[];
  /** The origin the returned links are built on; undefined: the sandbox's own listen URL. */
  publicOrigin: string | undefined;
}

/**
 * One database and one upload folder per brand by default: every brand's sandbox runs on
 * one machine (`BRAND=<id> npm start`), seeded with its own members, and a member
 * registered on one site must not appear on another, nor a reset of one delete the
 * other's uploads.
 */
export function defaultDbPath(brandId: BrandId): string {
  return `.data/sandbox-${brandId}.db`;
}

export function defaultUploadDir(brandId: BrandId): string {
  return `.data/uploads/${brandId}`;
}

/**
 * An http(s) origin without path, query or credentials (`SANDBOX_PUBLIC_ORIGIN`), as
 * `scheme://host[:port]`; throws with a sentence for anything else.
 */
export function parsePublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SANDBOX_PUBLIC_ORIGIN must be an http(s) origin, not "${value}"`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new Error(
      `SANDBOX_PUBLIC_ORIGIN must be an http(s) origin without a path, like http://192.168.1.20:3000, not "${value}"`,
    );
  }
  return url.origin;
}

/** Reads the sandbox's environment; throws with a sentence for a wrong value. */
export function sandboxConfig(env: NodeJS.ProcessEnv): SandboxConfig {
  const brandId = env.BRAND || DEFAULT_BRAND_ID;
  if (!isBrandId(brandId)) {
    throw new Error(`BRAND must be one of ${BRAND_IDS.join(', ')} (got "${brandId}")`);
  }
  const otpCode = env.SANDBOX_OTP || undefined;
  if (otpCode !== undefined && !/^\d{4,8}$/.test(otpCode)) {
    throw new Error('SANDBOX_OTP must be 4 to 8 digits');
  }
  const publicOrigin = env.SANDBOX_PUBLIC_ORIGIN
    ? parsePublicOrigin(env.SANDBOX_PUBLIC_ORIGIN)
    : undefined;
  // Browser origins the chat socket accepts besides the sandbox's own (comma-separated); by
  // default the dev server of `npm start` (PORT, 3000 unless set), which proxies /socket.io,
  // and the public origin the wallet is opened on.
  const corsOrigins = env.SANDBOX_CORS_ORIGINS
    ? env.SANDBOX_CORS_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : [...devServerOrigins(env.PORT), ...(publicOrigin ? [publicOrigin] : [])];
  return {
    brandId,
    dbPath: env.SANDBOX_DB || defaultDbPath(brandId),
    uploadDir: resolve(env.SANDBOX_UPLOADS || defaultUploadDir(brandId)),
    port: Number(env.SANDBOX_PORT || 3100),
    host: env.SANDBOX_HOST || '127.0.0.1',
    otpCode,
    staticDir: env.SANDBOX_STATIC ? resolve(env.SANDBOX_STATIC) : undefined,
    corsOrigins,
    publicOrigin,
  };
}
