import { io, type Socket } from 'socket.io-client';
import {
  type ChatClientToServer,
  type ChatConversation,
  type ChatServerToClient,
  normaliseConversation,
} from '../../api';
import type { Connection } from './chat-store';

/**
 * The chat's one socket (docs/api.md#chat, "Realtime"): websocket only, 500 ms
 * reconnection delay, the member's bearer token in the handshake's `auth` (read at every
 * handshake, so a reconnect carries the current login), `join` on every connect, and a
 * monitor that reconnects every 5 s when the socket is down (a server-side disconnect is
 * not retried by socket.io itself). Opened by the chat panel, closed when it unmounts.
 */
export interface ChatSocketOptions {
  url: string;
  room: string;
  getToken: () => string | null;
  onMessage: (conversation: ChatConversation) => void;
  onConnection: (connection: Connection) => void;
  /** The room is joined (after every connect): time to fetch what was missed. */
  onJoined: () => void;
  monitorMs?: number;
}

export interface ChatSocket {
  /** The monitor's check, also run when the device comes back online. */
  check(): void;
  close(): void;
}

/** A backend that does not acknowledge `join` (the ack is optional) is taken as joined after this. */
const JOIN_ACK_MS = 3000;

export function openChatSocket(options: ChatSocketOptions): ChatSocket {
  const socket: Socket<ChatServerToClient, ChatClientToServer> = io(options.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionDelay: 500,
    auth: (send) => {
      const token = options.getToken();
      send(token ? { token } : {});
    },
  });

  const join = () => {
    options.onConnection('connecting');
    socket.timeout(JOIN_ACK_MS).emit('join', options.room, (timedOut, joined) => {
      if (!socket.connected) return;
      if (!timedOut && joined === false) {
        // Refused (a login no longer valid): the HTTP calls end the session.
        options.onConnection('offline');
        return;
      }
      options.onConnection('online');
      options.onJoined();
    });
  };

  // Registered once, here: handlers added inside `connect` would multiply with every reconnect.
  socket.on('connect', join);
  socket.on('disconnect', () => options.onConnection('offline'));
  socket.on('connect_error', () => options.onConnection('offline'));
  socket.on('messaging', (event) => {
    let conversation: ChatConversation;
    try {
      conversation = normaliseConversation(event);
    } catch {
      // One unreadable event must not stop the chat: it is left out.
      return;
    }
    options.onMessage(conversation);
  });

  const check = () => {
    if (socket.disconnected) socket.connect();
  };
  const monitor = setInterval(check, options.monitorMs ?? 5000);

  return {
    check,
    close() {
      clearInterval(monitor);
      socket.off();
      socket.disconnect();
    },
  };
}
