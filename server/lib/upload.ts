import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Sandbox } from '../context';
import { ApiError, type WireCode } from './errors';
import { newId } from './ids';

export interface UploadRule {
  /** Folder under the upload dir, also the URL segment under /api/uploads/. */
  folder: string;
  maxBytes: number;
  /** Accepted extensions (lower case, no dot) and MIME types. */
  extensions: readonly string[];
  mimeTypes: readonly string[];
  /** Codes for: no file part, a file of the wrong type, a file over the limit. */
  missing: WireCode;
  invalid: WireCode;
  tooLarge: WireCode;
  /**
   * Runs with the fields sent before the file, when the file part begins and before any
   * of it is written: throw an ApiError to refuse the upload (identity, rate limit).
   */
  authorize?: (fields: Record<string, string>) => void;
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

/**
 * Streams the one file of a multipart request to disk. A request whose declared length
 * is over the limit is refused before its body is read; otherwise busboy stops keeping
 * bytes at `maxBytes` (`truncated`), the partial file is deleted and the call answers 413.
 * Nothing is kept in memory beyond a stream chunk.
 */
export async function saveUpload(
  sandbox: Sandbox,
  request: FastifyRequest,
  rule: UploadRule,
): Promise<SavedUpload> {
  if (!request.isMultipart()) throw new ApiError(rule.missing);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > rule.maxBytes + OVERHEAD_BYTES) throw new ApiError(rule.tooLarge, 413);

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
      if (!saved && !refusal && rule.authorize) {
        try {
          rule.authorize(fields);
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
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
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

export const IMAGE_RULE = {
  extensions: ['png', 'jpg', 'jpeg', 'gif'],
  mimeTypes: ['image/png', 'image/jpeg', 'image/jpg', 'image/gif'],
} as const;

export const VIDEO_RULE = {
  extensions: ['mp4', 'mov'],
  mimeTypes: ['video/mp4', 'video/quicktime'],
} as const;
