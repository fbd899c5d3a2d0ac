import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, isFile, safeJoin, sendFile } from './files';

/**
 * Serves a built wallet (dist/<brand>) the way the CDN in front of a real site does, so the
 * e2e tests and the release's Lighthouse run measure what players get (README, release):
 * - brotli or gzip, from the `.br`/`.gz` files the build writes beside each asset
 *   (scripts/precompress.mjs), else compressed once here and kept in memory;
 * - hashed assets (everything under /static/, named by content hash) cached for a year and
 *   immutable; everything else (index.html, sw.js, the manifest, robots.txt, icons) `no-cache`,
 *   so a new release is seen on the next start;
 * - every unknown non-API path answered with index.html (the router decides), except under
 *   /static/: a missing hashed chunk must fail as a missing chunk, not parse HTML as script;
 * - member routes carry `X-Robots-Tag: noindex` (besides the router's meta tag);
 * - the security headers, from one call site (`siteHeaders`).
 */

/** Header name → value, sent with every file of the site. */
type SecurityHeaders = Readonly<Record<string, string>>;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Paths that belong to the API and the chat socket: never answered with the wallet. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io');
}

/** Content-hashed build output (rsbuild writes every hashed asset under /static/). */
export function isHashedAsset(path: string): boolean {
  return path.startsWith('/static/');
}

/** Member routes (docs/product.md#routes-and-guards) are not for search engines. */
export function isMemberPath(path: string): boolean {
  return path === '/user' || path.startsWith('/user/');
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|map|svg|txt|webmanifest|xml)$/i;
/** Below this, the compression headers cost more than they save. */
const MIN_COMPRESS_BYTES = 512;

type Encoding = 'br' | 'gzip';

/** The encoding to send, from the request's Accept-Encoding (brotli first, as CDNs do). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * The one place every static answer gets its site-wide headers. The security headers
 * (CSP with `worker-src 'self'` and `manifest-src 'self'`, ...) of
 * server/lib/security-headers.ts are applied here.
 */
function siteHeaders(reply: FastifyReply, path: string, security: SecurityHeaders): void {
  // What a CDN in front of the wallet sends too (docs/deploy.md).
  reply.headers(security);
  if (isMemberPath(path)) reply.header('X-Robots-Tag', 'noindex');
}

interface Compressed {
  mtimeMs: number;
  body: Buffer;
}

export interface StaticCdn {
  /**
   * Answers a GET/HEAD for a non-API path: true once it has answered, false when this
   * request is not the site's. A boolean rather than the reply: a Fastify reply is a
   * thenable that awaiting resolves to undefined, which read as "not answered" and made
   * the caller send a second answer.
   */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export function createStaticCdn(root: string, security: SecurityHeaders = {}): StaticCdn {
  const base = resolve(root);
  const index = resolve(base, 'index.html');
  // Files without a pre-compressed sibling are compressed once per encoding and version.
  const memory = new Map<string, Compressed>();

  async function compressed(file: string, encoding: Encoding): Promise<Buffer | null> {
    const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (await isFile(sibling)) return readFile(sibling);
    if (!COMPRESSIBLE.test(file)) return null;
    const { mtimeMs, size } = await stat(file);
    if (size < MIN_COMPRESS_BYTES) return null;
    const key = `${encoding}:${file}`;
    const cached = memory.get(key);
    if (cached && cached.mtimeMs === mtimeMs) return cached.body;
    const raw = await readFile(file);
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    memory.set(key, { mtimeMs, body });
    return body;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    path: string,
    cacheControl: string,
  ): Promise<void> {
    siteHeaders(reply, path, security);
    reply.header('Vary', 'Accept-Encoding');
    const encoding = request.headers.range
      ? null
      : pickEncoding(request.headers['accept-encoding']);
    const body = encoding ? await compressed(file, encoding) : null;
    if (!encoding || !body) {
      await sendFile(request, reply, file, cacheControl);
      return;
    }
    reply
      .header('Content-Type', contentTypeOf(file))
      .header('Cache-Control', cacheControl)
      .header('Content-Encoding', encoding)
      .header('Content-Length', body.length)
      .send(body);
  }

  return {
    async serve(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0] ?? '/';
      if (isApiPath(path)) return false;
      const file = safeJoin(base, path);
      if (file && file !== base && (await isFile(file))) {
        await send(request, reply, file, path, isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
        return true;
      }
      if (isHashedAsset(path) || !(await isFile(index))) return false;
      await send(request, reply, index, path, REVALIDATE);
      return true;
    },
  };
}
