import type { ChatConversation, ChatHistory, ChatMessageType } from '../types';
import { arrayAt, objectAt } from './answer-shape-error';

// A normaliser checks the fields the wallet needs and passes the rest as sent
// (docs/api.md#required-and-optional): its `as` casts type what it does not check.

const MESSAGE_TYPES: readonly ChatMessageType[] = [
  'text',
  'buttons',
  'media',
  'quick_replies',
  'generic',
  'postback',
  'other',
];

/**
 * One chat message as the wallet draws it: a type it does not know is `other`, shown as its
 * text (docs/product.md#chat, "Message types"). For history answers and socket events alike.
 */
export function normaliseConversation(value: unknown, field = ''): ChatConversation {
  const conversation = objectAt(value, field);
  const message = objectAt(conversation.message, `${field}/message`);
  const type = MESSAGE_TYPES.find((known) => known === message.message_type) ?? 'other';
  const payload = message.payload && typeof message.payload === 'object' ? message.payload : {};
  return {
    ...(conversation as ChatConversation),
    message: { ...(message as ChatConversation['message']), message_type: type, payload },
  };
}

/** `POST /api/chat/history` */
export function normaliseChatHistory(answer: unknown): ChatHistory {
  const body = objectAt(answer, '');
  return {
    list: arrayAt(body.list, '/list').map((item, index) =>
      normaliseConversation(item, `/list/${index}`),
    ),
  };
}
