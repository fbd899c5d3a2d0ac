import type { ChatConversation, ChatMessage } from '../../src/api/types';
import { siteDate } from '../../src/lib/site-days';
import type { Sandbox } from '../context';
import type { ChatRow } from '../db/rows';
import { newId } from '../lib/ids';
import { iso } from '../lib/time';

export type NewConversation = Omit<ChatConversation, '_id' | 'createdAt'>;

export function conversationOf(row: ChatRow): ChatConversation {
  const conversation: ChatConversation = {
    _id: row.id,
    sender: row.sender,
    message: JSON.parse(row.message) as ChatMessage,
    userId: row.user_id,
    guestId: row.guest_id,
    username: row.username,
    name: row.name,
    deviceToken: row.device_token,
    createdAt: iso(row.created_at),
    session_id: row.session_id,
  };
  if (row.client_id) conversation.clientId = row.client_id;
  return conversation;
}

/** The message a client id was stored under in a room, if it was (a retried send). */
export function findByClientId(
  sandbox: Sandbox,
  room: string,
  clientId: string,
): ChatConversation | null {
  const row = sandbox.db
    .prepare<[string, string], ChatRow>(
      'SELECT * FROM chat_messages WHERE room = ? AND client_id = ?',
    )
    .get(room, clientId);
  return row ? conversationOf(row) : null;
}

/**
 * The id of a chat session the sandbox starts: the day in site time (the brand's
 * `timeZone`), so the session changes at the site's midnight, not at 00:00 UTC.
 */
export function newSessionId(sandbox: Sandbox): string {
  return `session-${siteDate(sandbox.now(), sandbox.brand.timeZone)}`;
}

/** Stores a message and emits it as `messaging` to its room. */
export function storeMessage(
  sandbox: Sandbox,
  room: string,
  input: NewConversation,
): ChatConversation {
  const now = sandbox.now();
  const id = newId();
  sandbox.db
    .prepare(
      `INSERT INTO chat_messages (id, room, sender, message, user_id, guest_id, username, name,
         device_token, session_id, created_at, read_at, client_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
    )
    .run(
      id,
      room,
      input.sender,
      JSON.stringify(input.message),
      input.userId,
      input.guestId,
      input.username,
      input.name,
      input.deviceToken,
      input.session_id,
      now,
      input.clientId ?? null,
    );
  const conversation: ChatConversation = { ...input, _id: id, createdAt: iso(now) };
  if (!input.clientId) delete conversation.clientId;
  sandbox.publish(conversation, room);
  return conversation;
}
