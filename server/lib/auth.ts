import type { FastifyRequest } from 'fastify';
import type { Sandbox } from '../context';
import type { UserRow } from '../db/rows';
import { ApiError } from './errors';
import { newId, randomToken } from './ids';
import { excludedNow } from './self-exclusion';
import { DAY_MS, MINUTE_MS } from './time';

/**
 * Bearer tokens: opaque random strings kept in the sessions table with an end
 * (docs/api.md#sessions): a day, or 30 days for a remembered login. Logout and a password
 * change delete rows; an expired or deleted token is 401 `invalid-token`.
 */
export const SESSION_MS = DAY_MS;
export const REMEMBERED_SESSION_MS = 30 * DAY_MS;

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** A session's last activity is written at most this often (docs/api.md#signed-in-devices). */
export const LAST_ACTIVE_STEP_MS = MINUTE_MS;

/** The longest User-Agent kept with a session (the rest says nothing a player needs). */
const USER_AGENT_MAX = 300;

export function issueToken(
  sandbox: Sandbox,
  userId: string,
  remember = false,
  userAgent = '',
): string {
  const token = randomToken();
  const now = sandbox.now();
  sandbox.db
    .prepare(
      `INSERT INTO sessions (token, id, user_id, user_agent, created_at, last_active_at,
         expires_at, proven_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      token,
      newId(),
      userId,
      userAgent.slice(0, USER_AGENT_MAX),
      now,
      now,
      now + (remember ? REMEMBERED_SESSION_MS : SESSION_MS),
      // A login proves who the member is (docs/api.md#step-up).
      now,
    );
  return token;
}

/**
 * Records that the member of `token` just proved who they are (the password again, a
 * password change; a passkey login can call it too): the calls that need a fresh proof
 * (docs/api.md#step-up) accept this session for the next 15 minutes.
 */
export function markProven(sandbox: Sandbox, token: string): void {
  sandbox.db.prepare('UPDATE sessions SET proven_at = ? WHERE token = ?').run(sandbox.now(), token);
}

/** When the session of `token` last proved the password, or null (never, or no such session). */
export function provenAt(sandbox: Sandbox, token: string | null): number | null {
  if (!token) return null;
  const row = sandbox.db
    .prepare<[string], { proven_at: number | null }>(
      'SELECT proven_at FROM sessions WHERE token = ?',
    )
    .get(token);
  return row?.proven_at ?? null;
}

/**
 * The member of the request's token, or null when there is no usable token. An
 * authenticated call is the session's activity: its time is written, at most once a minute
 * (a write per call would be a write per poll).
 */
export function optionalMember(sandbox: Sandbox, request: FastifyRequest): UserRow | null {
  const token = bearer(request);
  const user = memberOfToken(sandbox, token);
  if (user && token) {
    const now = sandbox.now();
    sandbox.db
      .prepare('UPDATE sessions SET last_active_at = ? WHERE token = ? AND last_active_at <= ?')
      .run(now, token, now - LAST_ACTIVE_STEP_MS);
  }
  return user;
}

/** The active member a live bearer token belongs to (HTTP header or socket handshake), or null. */
export function memberOfToken(sandbox: Sandbox, token: unknown): UserRow | null {
  if (typeof token !== 'string' || !token || token.length > 200) return null;
  const user = sandbox.db
    .prepare<[string, number], UserRow>(
      `SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id
       WHERE sessions.token = ? AND sessions.expires_at > ?`,
    )
    .get(token, sandbox.now());
  if (!user?.is_active) return null;
  // A break ends every session (docs/api.md#self-exclusion); a token a login issued while
  // the break was being taken is no way around it either.
  if (excludedNow(sandbox, user)) return null;
  return user;
}

/** The member of the request's token; 401 `invalid-token` when missing, unknown or expired. */
export function requireMember(sandbox: Sandbox, request: FastifyRequest): UserRow {
  const user = optionalMember(sandbox, request);
  if (!user) throw new ApiError('invalid-token', 401);
  return user;
}

/** Ends one session (logout): its row goes, and so do the chat sockets opened with it. */
export function revokeToken(sandbox: Sandbox, token: string): void {
  sandbox.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
  sandbox.chat.endSessions([token]);
}

/** Ends every session of a member but `keep` (a password change keeps the current one). */
export function revokeOtherSessions(sandbox: Sandbox, userId: string, keep: string): void {
  const ended = sandbox.db
    .prepare<[string, string], { token: string }>(
      'DELETE FROM sessions WHERE user_id = ? AND token != ? RETURNING token',
    )
    .all(userId, keep)
    .map((row) => row.token);
  sandbox.chat.endSessions(ended);
}

/** Re-reads a member inside a transaction (balances may have moved since auth). */
export function memberById(sandbox: Sandbox, id: string): UserRow {
  const user = sandbox.db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
  if (!user) throw new ApiError('invalid-token', 401);
  return user;
}
