import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ChatClientToServer, ChatConversation, ChatServerToClient } from '../../src/api/types';
import { CHAT_PREFIX } from './constants';

export type ChatServer = Server<ChatClientToServer, ChatServerToClient>;

/**
 * socket.io at /socket.io: `join` puts the socket in a room (PREFIX + member or guest
 * id); every stored message is emitted as `messaging` to its room.
 */
export function attachChatSocket(server: HttpServer): ChatServer {
  const io: ChatServer = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: true, credentials: true },
  });
  io.on('connection', (socket) => {
    // An optional acknowledgement callback tells the client the join is done.
    socket.on('join', (room: unknown, ack?: unknown) => {
      const valid = typeof room === 'string' && room.startsWith(CHAT_PREFIX) && room.length <= 200;
      if (valid) {
        for (const joined of socket.rooms) {
          if (joined !== socket.id && joined !== room) void socket.leave(joined);
        }
        void socket.join(room);
      }
      if (typeof ack === 'function') ack(valid);
    });
  });
  return io;
}

export function emitMessage(io: ChatServer, room: string, conversation: ChatConversation) {
  io.to(room).emit('messaging', conversation);
}
