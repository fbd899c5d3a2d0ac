import type { FastifyRequest } from 'fastify';
import type { Sandbox } from '../context';
import type { UserRow } from '../db/rows';
import { ApiError } from './errors';
import { randomToken } from './ids';

/** Bearer tokens: opaque random strings kept in the sessions table. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function issueToken(sandbox: Sandbox, userId: string): string {
  const token = randomToken();
  sandbox.db
    .prepare('INSERT INTO sessions (token, user_id, created_at) VALUES (?, ?, ?)')
    .run(token, userId, Date.now());
  return token;
}

/** The member of the request's token, or null when there is no usable token. */
export function optionalMember(sandbox: Sandbox, request: FastifyRequest): UserRow | null {
  return memberOfToken(sandbox, bearer(request));
}

/** The active member a bearer token belongs to (HTTP header or socket handshake), or null. */
export function memberOfToken(sandbox: Sandbox, token: unknown): UserRow | null {
  if (typeof token !== 'string' || !token || token.length > 200) return null;
  const user = sandbox.db
    .prepare<[string], UserRow>(
      'SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id WHERE sessions.token = ?',
    )
    .get(token);
  if (!user?.is_active) return null;
  return user;
}

/** The member of the request's token; 401 `invalid-token` when missing or unknown. */
export function requireMember(sandbox: Sandbox, request: FastifyRequest): UserRow {
  const user = optionalMember(sandbox, request);
  if (!user) throw new ApiError('invalid-token', 401);
  return user;
}

/** Re-reads a member inside a transaction (balances may have moved since auth). */
export function memberById(sandbox: Sandbox, id: string): UserRow {
  const user = sandbox.db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
  if (!user) throw new ApiError('invalid-token', 401);
  return user;
}
