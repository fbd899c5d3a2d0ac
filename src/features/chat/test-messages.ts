import type { ChatConversation, ChatMessage } from '../../api';
import type { ChatItem } from './chat-item';

/** Test data for the chat's unit and component tests (not used by the app). */
export function conversation(over: Partial<ChatConversation> = {}): ChatConversation {
  return {
    sender: 'admin',
    message: { message_type: 'text', payload: { message: 'hello' } },
    userId: null,
    guestId: '9b2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d',
    username: null,
    name: null,
    deviceToken: null,
    createdAt: '2024-05-01T09:00:00.000Z',
    session_id: 's1',
    ...over,
  };
}

export const text = (message: string): ChatMessage => ({
  message_type: 'text',
  payload: { message },
});

/** A server message: an agent's unless `sender` says otherwise. */
export function serverMessage(
  id: string,
  message: string,
  createdAt: string,
  over: Partial<ChatConversation> = {},
): ChatConversation {
  return conversation({ _id: id, message: text(message), createdAt, ...over });
}

/** The player's local copy of a message typed on this device, not yet on the server. */
export function localItem(
  clientId: string,
  message: string,
  status: ChatItem['status'] = 'sending',
) {
  return {
    key: clientId,
    conversation: conversation({
      sender: 'customer',
      clientId,
      message: text(message),
      createdAt: '2099-01-01T00:00:00.000Z',
    }),
    confirmed: false,
    status,
  } satisfies ChatItem;
}
