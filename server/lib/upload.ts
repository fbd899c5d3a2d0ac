import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Sandbox } from '../context';
import { admitUpload, countStored } from './client-limits';
import { ApiError, type WireCode } from './errors';
import { newId } from './ids';
import { clientAddress } from './rate-store';

export interface UploadRule {
  /** Folder under the upload dir, also the URL segment under /api/uploads/. */
  folder: string;
  maxBytes: number;
  /** Accepted extensions (lower case, no dot) and MIME types (as declared by the client). */
  extensions: readonly string[];
  mimeTypes: readonly string[];
  /**
   * What the content must be, by extension: the MIME types `file-type` may find in the
   * file's leading bytes. A file whose bytes are none of its extension's is refused.
   */
  contents: ReadonlyMap<string, readonly string[]>;
  /** Codes for: no file part, a file of the wrong type, a file over the limit, content that is not its type. */
  missing: WireCode;
  invalid: WireCode;
  tooLarge: WireCode;
  mismatch: WireCode;
  /** Whose daily byte budget the file counts against, when known before the body (a member). */
  identity?: string;
  /**
   * Runs with the fields sent before the file, when the file part begins and before any
   * of it is written: throw an ApiError to refuse the upload (identity, rate limit). May
   * return the identity whose daily byte budget the file counts against (a guest).
   */
  authorize?: (fields: Record<string, string>) => string | undefined;
}

export interface SavedUpload {
  /** URL path the file is served back at. */
  url: string;
  file: string;
  size: number;
  sha256: string;
  originalName: string;
  fields: Record<string, string>;
}

/** Multipart overhead allowed beyond the file itself before the length check refuses. */
const OVERHEAD_BYTES = 64 * 1024;
/** Leading bytes kept for the content check (file-type reads at most 4100 for these types). */
const HEAD_BYTES = 4100;

/** Whether the leading bytes are one of the types the file's extension allows. */
async function contentMatches(rule: UploadRule, ext: string, head: Uint8Array): Promise<boolean> {
  const allowed = rule.contents.get(ext);
  if (!allowed) return false;
  const found = await fileTypeFromBuffer(head);
  return found !== undefined && allowed.includes(found.mime);
}

/**
 * Streams the one file of a multipart request to disk. A request whose declared length
 * is over the limit is refused before its body is read; otherwise busboy stops keeping
 * bytes at `maxBytes` (`truncated`), the partial file is deleted and the call answers 413.
 * Nothing is kept in memory beyond a stream chunk and the first 4100 bytes, which must be
 * the content the extension names (`rule.mismatch` otherwise: HTML or SVG named `.png` is
 * refused). The client address's files and bytes and the identity's bytes of the day are
 * capped (client-limits.ts, 429 UPLOAD_LIMIT).
 */
export async function saveUpload(
  sandbox: Sandbox,
  request: FastifyRequest,
  rule: UploadRule,
): Promise<SavedUpload> {
  if (!request.isMultipart()) throw new ApiError(rule.missing);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > rule.maxBytes + OVERHEAD_BYTES) throw new ApiError(rule.tooLarge, 413);

  const address = clientAddress(request);
  const dir = join(sandbox.uploadDir, rule.folder);
  await mkdir(dir, { recursive: true });
  // No prototype: a field named `__proto__` or `constructor` is a field like any other.
  const fields: Record<string, string> = Object.create(null);
  let saved: Omit<SavedUpload, 'fields'> | null = null;
  let refusal: ApiError | null = null;
  let written: string | null = null;

  try {
    // The plugin is registered with throwFileSizeLimit: false (app.ts): `truncated` tells.
    const parts = request.parts({
      limits: { fileSize: rule.maxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 30 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const ext = extname(part.filename ?? '')
        .slice(1)
        .toLowerCase();
      const mime = (part.mimetype ?? '').toLowerCase();
      const typeOk =
        rule.extensions.includes(ext) &&
        (rule.mimeTypes.includes(mime) || mime === 'application/octet-stream');
      let identity = rule.identity ?? null;
      if (!saved && !refusal) {
        try {
          identity = rule.authorize?.(fields) ?? identity;
          if (typeOk) admitUpload(sandbox, address, identity);
        } catch (error) {
          refusal = error instanceof ApiError ? error : new ApiError(rule.invalid);
        }
      }
      if (saved || refusal || !typeOk) {
        part.file.resume();
        await new Promise((resolve) => part.file.once('end', resolve));
        if (!refusal && !saved) refusal = new ApiError(rule.invalid);
        continue;
      }
      const file = `${newId()}.${ext}`;
      const target = join(dir, file);
      written = target;
      const hash = createHash('sha256');
      let size = 0;
      const head: Buffer[] = [];
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, meter, createWriteStream(target));
      if (part.file.truncated) {
        refusal = new ApiError(rule.tooLarge, 413);
        continue;
      }
      if (size === 0) {
        refusal = new ApiError(rule.missing);
        continue;
      }
      if (!(await contentMatches(rule, ext, Buffer.concat(head)))) {
        refusal = new ApiError(rule.mismatch);
        continue;
      }
      countStored(sandbox, address, identity, size);
      saved = {
        url: `/api/uploads/${rule.folder}/${file}`,
        file: target,
        size,
        sha256: hash.digest('hex'),
        originalName: part.filename,
      };
    }
  } catch (error) {
    refusal = error instanceof ApiError ? error : new ApiError(rule.invalid);
  }
  if (refusal || !saved) {
    if (written) await rm(written, { force: true });
    throw refusal ?? new ApiError(rule.missing);
  }
  return { ...saved, fields };
}

/**
 * Images: JPEG, PNG, WebP and GIF, by extension and by content. No SVG (a script can
 * live in it) and nothing else a browser would render as a page.
 */
export const IMAGE_RULE = {
  extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  mimeTypes: ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'],
  contents: new Map<string, readonly string[]>([
    ['png', ['image/png', 'image/apng']],
    ['jpg', ['image/jpeg']],
    ['jpeg', ['image/jpeg']],
    ['gif', ['image/gif']],
    ['webp', ['image/webp']],
  ]),
} as const;

/** Videos: MP4 and WebM, and the phone's QuickTime `.mov` (an MP4-family container). */
export const VIDEO_RULE = {
  extensions: ['mp4', 'mov', 'webm'],
  mimeTypes: ['video/mp4', 'video/quicktime', 'video/webm'],
  contents: new Map<string, readonly string[]>([
    ['mp4', ['video/mp4']],
    ['mov', ['video/quicktime', 'video/mp4']],
    ['webm', ['video/webm']],
  ]),
} as const;
