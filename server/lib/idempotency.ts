import { createHash } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Sandbox } from '../context';
import { requireMember } from './auth';
import { ApiError } from './errors';
import { DAY_MS } from './time';

/**
 * The Idempotency-Key of the money calls (docs/api.md#idempotency-key). A member's first
 * request with a key runs and its answer (status and body) is stored for 24 hours on the
 * sandbox clock; the same key with the same payload answers that again with
 * `Idempotent-Replayed: true` and moves nothing; with another payload it is refused
 * (422 IDEMPOTENCY_KEY_REUSED); while the first is still being processed, 409
 * IDEMPOTENCY_KEY_IN_USE. Without the header a call is a new order, as before.
 *
 * Answers are stored in SQLite (table idempotency_keys); requests in flight only in
 * memory, so a crash mid-request leaves no key locked for a day.
 */
export const KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const KEY_LIFETIME_MS = DAY_MS;
/** 8 to 255 printable ASCII characters, no spaces (a UUID fits). */
const KEY_FORMAT = /^[\x21-\x7e]{8,255}$/;

export interface IdempotencyStore {
  /** Scopes (idempotencyScope) whose first request has not answered yet. */
  readonly inFlight: Set<string>;
}

export function createIdempotencyStore(): IdempotencyStore {
  return { inFlight: new Set() };
}

/** Keys are per member and per call: another member or another call may use the same key. */
export const idempotencyScope = (memberId: string, call: string, key: string) =>
  JSON.stringify([memberId, call, key]);

interface Keyed {
  memberId: string;
  call: string;
  key: string;
  scope: string;
  fingerprint: string;
}

/** The requests of this sandbox that carry a key and run for the first time. */
const running = new WeakMap<FastifyRequest, Keyed>();

/** JSON with sorted object keys, so `{a, b}` and `{b, a}` are the same payload. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function fingerprintOf(request: FastifyRequest): string {
  const payload = canonical({ params: request.params, query: request.query, body: request.body });
  return createHash('sha256').update(payload).digest('hex');
}

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
}

/** The preHandler and onSend hooks of one money call (`METHOD path`), added by contract-routes.ts. */
export function idempotencyHooks(
  sandbox: Sandbox,
  call: string,
): {
  preHandler: preHandlerAsyncHookHandler;
  onSend: onSendAsyncHookHandler<unknown>;
  onResponse: onResponseAsyncHookHandler;
} {
  const { db } = sandbox;
  const store = sandbox.idempotency;

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[KEY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? '' : header;
    if (!KEY_FORMAT.test(key)) throw new ApiError('KEY_INVALID');
    const memberId = requireMember(sandbox, request).id;
    const now = sandbox.now();
    db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - KEY_LIFETIME_MS);
    const scope = idempotencyScope(memberId, call, key);
    const fingerprint = fingerprintOf(request);
    if (store.inFlight.has(scope)) throw new ApiError('IDEMPOTENCY_KEY_IN_USE', 409);
    const stored = db
      .prepare<[string, string, string], StoredAnswer>(
        `SELECT fingerprint, status, body FROM idempotency_keys
         WHERE member_id = ? AND call = ? AND key = ?`,
      )
      .get(memberId, call, key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) throw new ApiError('IDEMPOTENCY_KEY_REUSED', 422);
      return reply
        .code(stored.status)
        .header(REPLAYED_HEADER, 'true')
        .type('application/json; charset=utf-8')
        .send(stored.body);
    }
    store.inFlight.add(scope);
    running.set(request, { memberId, call, key, scope, fingerprint });
  };

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const keyed = running.get(request);
    if (!keyed) return payload;
    running.delete(request);
    store.inFlight.delete(keyed.scope);
    // A 5xx of the sandbox is a rolled-back transaction: nothing moved, so the key stays
    // free for a retry rather than replaying the failure.
    const status = reply.statusCode;
    if (status < 500 && typeof payload === 'string') {
      db.prepare(
        `INSERT OR REPLACE INTO idempotency_keys
           (member_id, call, key, fingerprint, status, body, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        keyed.memberId,
        keyed.call,
        keyed.key,
        keyed.fingerprint,
        status,
        payload,
        sandbox.now(),
      );
    }
    return payload;
  };

  // A request that never reached onSend (its connection dropped first) frees its key.
  const onResponse = async (request: FastifyRequest) => {
    const keyed = running.get(request);
    if (!keyed) return;
    running.delete(request);
    store.inFlight.delete(keyed.scope);
  };

  return { preHandler, onSend, onResponse };
}
