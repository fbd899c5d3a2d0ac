import type { Server as HttpServer, IncomingMessage } from 'node:http';
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
  /** False while a test has cut the sockets (POST /api/__sandbox/chat/sockets). */
  isOpen: () => boolean;
}

/** Same origin: the page was served by this server (the e2e set-up, a deployed sandbox). */
function sameOrigin(origin: string, request: IncomingMessage): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function originAllowed(
  origin: string | undefined,
  request: IncomingMessage,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  return sameOrigin(origin, request) || allowed.includes(origin);
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
        options.isOpen() && originAllowed(request.headers.origin, request, options.origins);
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
