import type { FastifyInstance } from 'fastify';
import type { ChatConversation } from '../../src/api/types';
import { ownerOfRoom } from '../chat/access';
import { CHAT_TEXT_MAX } from '../chat/constants';
import { newSessionId, storeMessage } from '../chat/store';
import type { Sandbox } from '../context';
import { ApiError } from '../lib/errors';
import { bodyOf, param, text } from '../lib/input';

/**
 * Development controls of the chat, for the e2e tests (the operator's backend has none):
 * a support message posted to a room, and a socket outage.
 */
export function chatControlRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  /** Stores a support agent's text message in a room and emits it, as an agent would. */
  app.post<{ Params: { room: string } }>(
    '/api/__sandbox/chat/:room/say',
    async (request): Promise<ChatConversation> => {
      const room = param(request.params.room, 200);
      const owner = ownerOfRoom(sandbox, room);
      if (!owner) throw new ApiError('KEY_INVALID');
      const message = text(bodyOf(request), 'text', { max: CHAT_TEXT_MAX });
      const last = sandbox.db
        .prepare<[string], { session_id: string }>(
          'SELECT session_id FROM chat_messages WHERE room = ? ORDER BY seq DESC LIMIT 1',
        )
        .get(room);
      return storeMessage(sandbox, room, {
        sender: 'admin',
        message: { message_type: 'text', payload: { message } },
        ...owner,
        username: 'support',
        name: 'Sandbox Support',
        deviceToken: null,
        session_id: last?.session_id ?? newSessionId(sandbox),
      });
    },
  );

  /** `{open: false}` drops every chat socket and refuses new ones; `{open: true}` ends that. */
  app.post('/api/__sandbox/chat/sockets', async (request) => {
    const { open } = bodyOf(request);
    if (typeof open !== 'boolean') throw new ApiError('KEY_INVALID');
    sandbox.chat.setSocketsOpen(open);
    sandbox.log(`chat sockets ${open ? 'open' : 'cut'}`);
    return { open };
  });
}
