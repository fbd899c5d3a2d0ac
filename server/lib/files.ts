import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES = new Map<string, string>(
  Object.entries({
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.map': 'application/json; charset=utf-8',
    '.webmanifest': 'application/manifest+json',
    '.txt': 'text/plain; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
    '.ico': 'image/x-icon',
    '.woff': 'font/woff',
    '.woff2': 'font/woff2',
    '.ttf': 'font/ttf',
    '.wasm': 'application/wasm',
    '.mp4': 'video/mp4',
    '.mov': 'video/quicktime',
    '.webm': 'video/webm',
  }),
);

export function contentTypeOf(path: string): string {
  return TYPES.get(extname(path).toLowerCase()) ?? 'application/octet-stream';
}

/** `relative` inside `root`, or null when it would escape it. */
export function safeJoin(root: string, relative: string): string | null {
  const base = resolve(root);
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = resolve(base, `.${sep}${decoded}`);
  return target === base || target.startsWith(base + sep) ? target : null;
}

/** Whether `path` is a regular file. */
export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Sends a file with its content type, honouring a single `Range` (videos need it). */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  cacheControl = 'no-cache',
): Promise<FastifyReply> {
  const { size } = await stat(path);
  reply.header('Content-Type', contentTypeOf(path));
  reply.header('Accept-Ranges', 'bytes');
  reply.header('Cache-Control', cacheControl);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    let start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    let end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    }
    start = Math.max(0, start);
    end = Math.max(start, end);
    reply.code(206);
    reply.header('Content-Range', `bytes ${start}-${end}/${size}`);
    reply.header('Content-Length', end - start + 1);
    return reply.send(createReadStream(path, { start, end }));
  }
  reply.header('Content-Length', size);
  return reply.send(createReadStream(path));
}
