import type { Sandbox } from '../context';
import { tooMany, type WireCode } from './errors';
import type { RateLimit } from './login-limits';
import { DAY_MS, MINUTE_MS } from './time';

/** Files and bytes one client address may upload in a window. */
export interface UploadQuota {
  files: number;
  bytes: number;
  windowMs: number;
}

/**
 * The limits on what anyone can ask for without a login, or cheaply with one
 * (docs/api.md#request-limits), beside the login limits (login-limits.ts). Per client
 * address: the socket's peer address (rate-store.ts `clientAddress`). Every count lives in
 * the sandbox's rate counters: on its clock, cleared by a reset. `createSandbox({ clientLimits })`
 * sets them (tests use small ones).
 */
export interface ClientLimits {
  /** New chat guest ids one address may bring (first history, send, read or join of each). */
  guestsPerAddress: RateLimit;
  /** Uploads (chat and slips) from one address. */
  uploadsPerAddress: UploadQuota;
  /** Bytes one identity (a member, or a chat guest) may store in 24 hours (chat and slips). */
  bytesPerIdentityPerDay: number;
  /** Slips one member may upload in a window. */
  slipsPerMember: RateLimit;
  /** `POST /api/otp/send` calls from one address, whatever the phone or the answer. */
  otpSendsPerAddress: RateLimit;
  /** Codes sent to one phone (rolling window, counted in the otps table). */
  otpSendsPerPhone: RateLimit;
  /** `POST /api/account/validate` calls from one address. */
  validatePerAddress: RateLimit;
}

const MB = 1024 * 1024;
const HOUR_MS = 60 * MINUTE_MS;

export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  guestsPerAddress: { max: 20, windowMs: HOUR_MS },
  uploadsPerAddress: { files: 40, bytes: 100 * MB, windowMs: 10 * MINUTE_MS },
  bytesPerIdentityPerDay: 100 * MB,
  slipsPerMember: { max: 10, windowMs: HOUR_MS },
  otpSendsPerAddress: { max: 10, windowMs: HOUR_MS },
  otpSendsPerPhone: { max: 5, windowMs: DAY_MS },
  validatePerAddress: { max: 30, windowMs: 10 * MINUTE_MS },
};

/** Counts one request of `key`; over `limit`, 429 `code` with Retry-After (the window's rest). */
export function countRequest(
  sandbox: Sandbox,
  key: string,
  limit: RateLimit,
  code: WireCode,
): void {
  const { current, ttl } = sandbox.counters.add(key, 1, limit.windowMs);
  if (current > limit.max) throw tooMany(code, ttl);
}

/** Refuses with 429 `code` while the window of `key` already holds `max` (counts nothing). */
export function checkRoom(sandbox: Sandbox, key: string, limit: RateLimit, code: WireCode): void {
  const { current, ttl } = sandbox.counters.add(key, 0, limit.windowMs);
  if (current >= limit.max) throw tooMany(code, ttl);
}

const filesKey = (address: string) => `upload-files:${address}`;
const bytesKey = (address: string) => `upload-bytes:${address}`;
const dayKey = (identity: string) => `upload-day:${identity}`;

/**
 * Before a file is written: counts it against its address's files, and refuses
 * (429 UPLOAD_LIMIT) when the address's files or bytes of the window, or the identity's
 * bytes of the day, are used up.
 */
export function admitUpload(sandbox: Sandbox, address: string, identity: string | null): void {
  const { uploadsPerAddress: quota, bytesPerIdentityPerDay } = sandbox.clientLimits;
  const files = sandbox.counters.add(filesKey(address), 1, quota.windowMs);
  if (files.current > quota.files) throw tooMany('UPLOAD_LIMIT', files.ttl);
  const bytes = sandbox.counters.add(bytesKey(address), 0, quota.windowMs);
  if (bytes.current >= quota.bytes) throw tooMany('UPLOAD_LIMIT', bytes.ttl);
  if (identity === null) return;
  const day = sandbox.counters.add(dayKey(identity), 0, DAY_MS);
  if (day.current >= bytesPerIdentityPerDay) throw tooMany('UPLOAD_LIMIT', day.ttl);
}

/**
 * Once a file is on disk: counts its bytes for its address and identity. A file that
 * takes either over its cap is not kept (the caller deletes it) and not counted:
 * 429 UPLOAD_LIMIT.
 */
export function countStored(
  sandbox: Sandbox,
  address: string,
  identity: string | null,
  size: number,
): void {
  const { uploadsPerAddress: quota, bytesPerIdentityPerDay } = sandbox.clientLimits;
  const bytes = sandbox.counters.add(bytesKey(address), size, quota.windowMs);
  const day = identity === null ? null : sandbox.counters.add(dayKey(identity), size, DAY_MS);
  const over =
    bytes.current > quota.bytes
      ? bytes.ttl
      : day && day.current > bytesPerIdentityPerDay
        ? day.ttl
        : null;
  if (over === null) return;
  sandbox.counters.add(bytesKey(address), -size, quota.windowMs);
  if (identity !== null) sandbox.counters.add(dayKey(identity), -size, DAY_MS);
  throw tooMany('UPLOAD_LIMIT', over);
}
