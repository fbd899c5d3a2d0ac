import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { ChatSendPayload } from '../../src/api/contract/chat';
import type {
  ChatButton,
  ChatFileType,
  ChatMessage,
  ChatMessageType,
  ChatPayload,
} from '../../src/api/types';
import { isGuestId, isKnownGuest, rememberGuest } from '../chat/access';
import { autoReplies } from '../chat/auto-reply';
import {
  CHAT_IMAGE_MAX_BYTES,
  CHAT_PREFIX,
  CHAT_TEXT_MAX,
  CHAT_VIDEO_MAX_BYTES,
  roomOf,
} from '../chat/constants';
import { conversationOf, findByClientId, newSessionId, storeMessage } from '../chat/store';
import type { Sandbox } from '../context';
import type { ChatRow, UserRow } from '../db/rows';
import { bearer, optionalMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { type Body, integer, nullableText, object, text } from '../lib/input';
import { languageOf } from '../lib/language';
import { OK } from '../lib/ok';
import { clientAddress } from '../lib/rate-store';
import { IMAGE_RULE, saveUpload, VIDEO_RULE } from '../lib/upload';

const MESSAGE_TYPES: readonly ChatMessageType[] = [
  'text',
  'buttons',
  'media',
  'quick_replies',
  'generic',
  'postback',
  'other',
];
const FILE_TYPES: readonly ChatFileType[] = ['image', 'video', 'file'];

/** A message as the contract lets it in: its rules beyond JSON Schema are readMessage's. */
type SentMessage = Static<typeof ChatSendPayload>['conversation']['message'];

/** Reads the message of a conversation, keeping only the fields of docs/api.md#chat. */
function readMessage(sent: SentMessage): ChatMessage {
  const typed = text(sent, 'message_type', { max: 20 });
  const type = MESSAGE_TYPES.find((known) => known === typed);
  if (!type) throw new ApiError('KEY_INVALID');
  const raw = object(sent, 'payload');
  const payload: ChatPayload = {};
  if (raw.message !== undefined && raw.message !== null) {
    if (typeof raw.message !== 'string' || raw.message.length > CHAT_TEXT_MAX) {
      throw new ApiError('KEY_INVALID');
    }
    payload.message = raw.message;
  }
  if (typeof raw.url === 'boolean') payload.url = raw.url;
  if (raw.fileType !== undefined) {
    const fileType = FILE_TYPES.find((known) => known === raw.fileType);
    if (!fileType) throw new ApiError('KEY_INVALID');
    payload.fileType = fileType;
  }
  const filePath = raw.filePath === undefined ? '' : text(raw, 'filePath', { max: 500 });
  if (filePath) payload.filePath = filePath;
  const name = raw.name === undefined ? '' : text(raw, 'name', { max: 200, optional: true });
  if (name) payload.name = name;
  if (type === 'text' && !payload.message?.trim()) throw new ApiError('KEY_MISSING');
  if (type === 'media' && !payload.filePath) throw new ApiError('KEY_MISSING');
  const message: ChatMessage = { message_type: type, payload };
  if (sent.payloads) {
    if (sent.payloads.length > 10) throw new ApiError('KEY_INVALID');
    message.payloads = sent.payloads.map(
      (button): ChatButton => ({
        title: text(button, 'title', { max: 200 }),
        type: text(button, 'type', { max: 20 }),
        payload: text(button, 'payload', { max: 500, optional: true }),
      }),
    );
  }
  return message;
}

/**
 * Who the chat belongs to (docs/api.md#chat). A member id needs that member's token
 * (nobody reads or writes another member's conversation); a guest id must be a UUID that
 * names no member, so a guest can never reach a member's room by naming its id.
 */
function ownerOf(sandbox: Sandbox, request: FastifyRequest, body: Body) {
  const userId = nullableText(body, 'userId', 100);
  const guestId = userId ? null : nullableText(body, 'guestId', 100);
  let member: UserRow | null = null;
  if (userId) {
    member = optionalMember(sandbox, request);
    if (!member || member.id !== userId) throw new ApiError('invalid-token', 401);
  } else if (guestId) {
    if (!isGuestId(sandbox, guestId)) throw new ApiError('KEY_INVALID');
    rememberGuest(sandbox, guestId, clientAddress(request));
  }
  const room = roomOf(userId, guestId);
  if (!room) throw new ApiError('KEY_MISSING');
  return { userId, guestId, member, room };
}

/** A client id: letters, digits, `-` and `_` (a UUID from the wallet). */
function clientIdOf(conversation: Body): string | null {
  const clientId = nullableText(conversation, 'clientId', 100);
  if (clientId !== null && !/^[\w-]+$/.test(clientId)) throw new ApiError('KEY_INVALID');
  return clientId;
}

/**
 * Who may upload (docs/api.md#chat): a member by token (checked before the body is read),
 * else a guest the chat has seen, by the multipart field `guestId` sent before `file`;
 * each identity within the upload limit. The identity is the one whose daily bytes the
 * file counts against (lib/client-limits.ts).
 */
function uploadGate(sandbox: Sandbox, request: FastifyRequest) {
  const hasToken = bearer(request) !== null;
  const member = hasToken ? optionalMember(sandbox, request) : null;
  if (hasToken && !member) throw new ApiError('invalid-token', 401);
  const take = (identity: string) => {
    if (!sandbox.chat.uploads.take(identity, sandbox.now())) {
      throw new ApiError('REQUEST_LIMIT', 429);
    }
    return identity;
  };
  const memberIdentity = member ? take(`member:${member.id}`) : null;
  return (fields: Record<string, string>): string => {
    if (memberIdentity) return memberIdentity;
    const guestId = fields.guestId;
    if (!guestId) throw new ApiError('KEY_MISSING');
    if (!isKnownGuest(sandbox, guestId)) throw new ApiError('KEY_INVALID');
    return take(`guest:${guestId}`);
  };
}

/** Live chat (docs/api.md#chat): messages, history, read marks and uploads. */
export function chatRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  route('GET /api/chat/config', async () => ({ PREFIX: CHAT_PREFIX }));

  route('POST /api/chat/send-message', async (request) => {
    const { conversation } = request.body;
    const { userId, guestId, member, room } = ownerOf(sandbox, request, conversation);
    const message = readMessage(conversation.message);
    const clientId = clientIdOf(conversation);
    // A retry of a message already stored (its answer was lost): the first answer again,
    // nothing stored or emitted twice, no second auto-reply.
    const earlier = clientId ? findByClientId(sandbox, room, clientId) : null;
    if (earlier) return { createdAt: earlier.createdAt };
    const sessionId = nullableText(conversation, 'session_id', 100) ?? newSessionId(sandbox);
    const stored = storeMessage(sandbox, room, {
      sender: 'customer',
      message,
      userId,
      guestId,
      username: member?.username ?? nullableText(conversation, 'username', 100),
      name: member?.name ?? nullableText(conversation, 'name', 100),
      deviceToken: nullableText(conversation, 'deviceToken', 500),
      session_id: sessionId,
      clientId,
    });
    const count =
      db
        .prepare<[string], { n: number }>(
          "SELECT COUNT(*) AS n FROM chat_messages WHERE room = ? AND sender = 'customer'",
        )
        .get(room)?.n ?? 1;
    const replies = autoReplies(message, count, languageOf(request, sandbox.brand));
    replies.forEach((reply, index) => {
      sandbox.later(sandbox.autoReplyMs * (index + 1), () => {
        storeMessage(sandbox, room, {
          sender: 'admin',
          message: reply,
          userId,
          guestId,
          username: 'support',
          name: 'Sandbox Support',
          deviceToken: null,
          session_id: sessionId,
        });
      });
    });
    return { createdAt: stored.createdAt };
  });

  route('POST /api/chat/history', async (request) => {
    const body = request.body;
    const { room } = ownerOf(sandbox, request, body);
    const limit = integer(body, 'limit', 1, 100, 10);
    const skip = integer(body, 'skip', 0, 1_000_000, 0);
    const rows = db
      .prepare<[string, number, number], ChatRow>(
        'SELECT * FROM chat_messages WHERE room = ? ORDER BY seq DESC LIMIT ? OFFSET ?',
      )
      .all(room, limit, skip);
    return { list: rows.map(conversationOf) };
  });

  route('PUT /api/chat/read-customer', async (request) => {
    const { room } = ownerOf(sandbox, request, request.body);
    db.prepare(
      "UPDATE chat_messages SET read_at = ? WHERE room = ? AND sender != 'customer' AND read_at IS NULL",
    ).run(sandbox.now(), room);
    return OK;
  });

  route('POST /api/chat/upload-image', async (request) => {
    const saved = await saveUpload(sandbox, request, {
      folder: 'chat',
      maxBytes: CHAT_IMAGE_MAX_BYTES,
      ...IMAGE_RULE,
      missing: 'KEY_MISSING',
      invalid: 'KEY_INVALID',
      tooLarge: 'KEY_INVALID',
      mismatch: 'FILE_CONTENT_INVALID',
      authorize: uploadGate(sandbox, request),
    });
    return { path: saved.url };
  });

  route('POST /api/chat/upload-video', async (request) => {
    const saved = await saveUpload(sandbox, request, {
      folder: 'chat',
      maxBytes: CHAT_VIDEO_MAX_BYTES,
      ...VIDEO_RULE,
      missing: 'KEY_MISSING',
      invalid: 'KEY_INVALID',
      tooLarge: 'KEY_INVALID',
      mismatch: 'FILE_CONTENT_INVALID',
      authorize: uploadGate(sandbox, request),
    });
    return { path: saved.url };
  });
}
