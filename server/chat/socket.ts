import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ChatClientToServer, ChatConversation, ChatServerToClient } from '../../src/api/types';
import type { Sandbox } from '../context';
import { memberOfToken } from '../lib/auth';
import { addressKey } from '../lib/rate-store';
import { mayJoin } from './access';

export type ChatServer = Server<ChatClientToServer, ChatServerToClient>;

export interface ChatSocketOptions {
  /**
   * Browser origins allowed besides the sandbox's own (SANDBOX_CORS_ORIGINS; by default
   * the dev server's). A request with no Origin header is not a browser's: it is let in,
   * and the room rules below still apply to it.
   */
  origins: readonly string[];
  /**
   * The sandbox's own origins (its listen URL, loopback names of its port, the public
   * origin): a page it served. Not the request's Host, which a DNS-rebinding page sets.
   */
  ownOrigins: () => readonly string[];
  /** False while a test has cut the sockets (POST /api/__sandbox/chat/sockets). */
  isOpen: () => boolean;
}

/** An origin in its serialized form (`http://localhost:3000`), or null. */
function normalOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a handshake's Origin may open a socket: none (not a browser), one of the
 * sandbox's own origins (a page it served), or one of `allowed`. The Host header is no
 * proof of "same origin": a DNS-rebinding page at `evil.example` resolving to 127.0.0.1
 * sends `Host: evil.example` with `Origin: http://evil.example`, which match.
 */
export function originAllowed(
  origin: string | undefined,
  own: readonly string[],
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const normal = normalOrigin(origin);
  if (normal === null) return false;
  return [...own, ...allowed].some((candidate) => normalOrigin(candidate) === normal);
}

/**
 * socket.io at /socket.io (docs/api.md#chat): `join` puts the socket in a room (PREFIX +
 * member or guest id) when it may: a member's room only with that member's token in the
 * handshake's `auth`. Every stored message is emitted as `messaging` to its room.
 * The Origin check runs on every handshake (`allowRequest`), so it covers WebSocket
 * upgrades too, which browsers do not subject to CORS.
 */
export function attachChatSocket(
  server: HttpServer,
  sandbox: Sandbox,
  options: ChatSocketOptions,
): ChatServer {
  const io: ChatServer = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: {
      origin: (origin, callback) => callback(null, origin ? [...options.origins] : false),
      credentials: true,
    },
    allowRequest: (request, callback) => {
      const ok =
        options.isOpen() &&
        originAllowed(request.headers.origin, options.ownOrigins(), options.origins);
      callback(ok ? null : 'forbidden', ok);
    },
  });
  // A handshake that carries a token must carry a live one (docs/api.md#sessions): an
  // expired or revoked token is refused with the HTTP calls' `invalid-token`. A guest sends none.
  io.use((socket, next) => {
    const token = tokenOf(socket.handshake.auth);
    if (token !== undefined && !memberOfToken(sandbox, token)) {
      next(new Error('invalid-token'));
      return;
    }
    next();
  });
  io.on('connection', (socket) => {
    // An optional acknowledgement callback tells the client whether it joined.
    socket.on('join', (room: unknown, ack?: unknown) => {
      const token = tokenOf(socket.handshake.auth);
      const allowed = mayJoin(sandbox, room, token, addressKey(socket.handshake.address));
      if (allowed && typeof room === 'string') {
        for (const joined of socket.rooms) {
          if (joined !== socket.id && joined !== room) void socket.leave(joined);
        }
        void socket.join(room);
      }
      if (typeof ack === 'function') ack(allowed);
    });
  });
  return io;
}

/** The handshake's `auth.token`, if it sent one. */
function tokenOf(auth: unknown): unknown {
  return auth && typeof auth === 'object' && 'token' in auth ? auth.token : undefined;
}

/** Disconnects every socket whose handshake carried one of `tokens` (a logout, a password change). */
export function endSocketsOf(io: ChatServer, tokens: readonly string[]): void {
  if (tokens.length === 0) return;
  const ended = new Set(tokens);
  for (const socket of io.sockets.sockets.values()) {
    const token = tokenOf(socket.handshake.auth);
    if (typeof token === 'string' && ended.has(token)) socket.disconnect(true);
  }
}

export function emitMessage(io: ChatServer, room: string, conversation: ChatConversation) {
  io.to(room).emit('messaging', conversation);
}
