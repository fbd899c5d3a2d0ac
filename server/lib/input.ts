import type { FastifyRequest } from 'fastify';
import type { PagePayload } from '../../src/api/types';
import { ApiError } from './errors';

/**
 * Field readers for JSON bodies: a missing field is KEY_MISSING, a field of the wrong
 * type or out of range is KEY_INVALID (docs/api.md#wire-format). Handlers read every field
 * before they write anything, so a refused call never leaves a partial write.
 */
export type Body = Record<string, unknown>;

export function bodyOf(request: FastifyRequest): Body {
  const { body } = request;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError('KEY_INVALID');
  return body as Body;
}

/**
 * A body's own field: never one its prototype answers for (a field reader asked for
 * `constructor` must not find Object's; docs/api.md#names-from-a-request).
 */
export const own = (body: object, key: string): unknown =>
  Object.getOwnPropertyDescriptor(body, key)?.value;

const isAbsent = (value: unknown) => value === undefined || value === null;

interface StringRule {
  /** Longest accepted value (characters); default 200. */
  max?: number;
  /** Accept an empty or missing value (answers ''). */
  optional?: boolean;
}

/** A required (non-blank) string, trimmed. */
export function text(body: object, key: string, rule: StringRule = {}): string {
  const value = own(body, key);
  if (isAbsent(value)) {
    if (rule.optional) return '';
    throw new ApiError('KEY_MISSING');
  }
  if (typeof value !== 'string') throw new ApiError('KEY_INVALID');
  const trimmed = value.trim();
  if (!trimmed && !rule.optional) throw new ApiError('KEY_MISSING');
  if (trimmed.length > (rule.max ?? 200)) throw new ApiError('KEY_INVALID');
  return trimmed;
}

/** A string kept exactly as sent (passwords). */
export function rawText(body: object, key: string, max = 200): string {
  const value = own(body, key);
  if (isAbsent(value) || value === '') throw new ApiError('KEY_MISSING');
  if (typeof value !== 'string' || value.length > max) throw new ApiError('KEY_INVALID');
  return value;
}

/** A string or null (chat ids). */
export function nullableText(body: object, key: string, max = 200): string | null {
  const value = own(body, key);
  if (isAbsent(value) || value === '') return null;
  if (typeof value !== 'string' || value.length > max) throw new ApiError('KEY_INVALID');
  return value;
}

/** An optional boolean: absent or null is false, anything but a boolean KEY_INVALID. */
export function flag(body: object, key: string): boolean {
  const value = own(body, key);
  if (isAbsent(value)) return false;
  if (typeof value !== 'boolean') throw new ApiError('KEY_INVALID');
  return value;
}

export function number(body: object, key: string): number {
  const value = own(body, key);
  if (isAbsent(value) || value === '') throw new ApiError('KEY_MISSING');
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ApiError('KEY_INVALID');
  return value;
}

export function integer(body: object, key: string, min: number, max: number, fallback?: number) {
  const value = own(body, key);
  if (isAbsent(value) && fallback !== undefined) return fallback;
  const n = number(body, key);
  if (!Number.isInteger(n) || n < min || n > max) throw new ApiError('KEY_INVALID');
  return n;
}

export function object(body: object, key: string): Body {
  const value = own(body, key);
  if (isAbsent(value)) throw new ApiError('KEY_MISSING');
  if (typeof value !== 'object' || Array.isArray(value)) throw new ApiError('KEY_INVALID');
  return value as Body;
}

/** `{page, limit}` of the paged lists: page from 1, limit 1 to 100. */
export function pageOf(body: object): PagePayload {
  return {
    page: integer(body, 'page', 1, 1_000_000, 1),
    limit: integer(body, 'limit', 1, 100, 10),
  };
}

/** A route parameter, refused when empty or too long. */
export function param(value: string | undefined, max = 100): string {
  if (!value) throw new ApiError('KEY_MISSING');
  if (value.length > max) throw new ApiError('KEY_INVALID');
  return value;
}
