import { Type } from 'typebox';
import { type CallSpec, INPUT_ERRORS } from './call';
import { IsoTime, Nullable, Ok, Unread, Variant } from './primitives';

/** Chat over HTTP (docs/api.md#chat); the socket events stay in src/api/types.ts. */

export const ChatMessageType = Type.Union([
  Type.Literal('text'),
  Type.Literal('buttons'),
  Type.Literal('media'),
  Type.Literal('quick_replies'),
  Type.Literal('generic'),
  Type.Literal('postback'),
  Type.Literal('other'),
  Variant(Type.String({ description: 'any other type: the wallet shows its text' })),
]);

export const ChatFileType = Type.Union([
  Type.Literal('image'),
  Type.Literal('video'),
  Type.Literal('file'),
]);

export const ChatButton = Type.Object({
  title: Type.String(),
  type: Type.String({ description: 'web, call, postback, or anything else to send the title' }),
  payload: Type.String(),
});

export const ChatGenericCard = Type.Object({
  image_url: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  buttons: Type.Array(ChatButton),
});

export const ChatPayload = Type.Object({
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  url: Type.Optional(Type.Boolean({ description: 'media: whether filePath is a URL' })),
  fileType: Type.Optional(ChatFileType),
  filePath: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  buttons: Type.Optional(Type.Array(ChatButton)),
});

export const ChatMessage = Type.Object({
  message_type: ChatMessageType,
  payload: ChatPayload,
  payloads: Type.Optional(Type.Union([Type.Array(ChatButton), Type.Array(ChatGenericCard)])),
});

const Id = Nullable(Type.String());

export const ChatConversation = Type.Object({
  _id: Type.Optional(Type.String()),
  sender: Type.String({ description: 'customer for the player, else the agent or bot' }),
  message: ChatMessage,
  userId: Unread(Id),
  guestId: Unread(Id),
  username: Unread(Id),
  name: Unread(Id),
  deviceToken: Unread(Id),
  createdAt: IsoTime(),
  session_id: Type.String(),
  clientId: Type.Optional(Nullable(Type.String())),
});

/** What the wallet sends: the handler checks the message's rules (docs/api.md#chat). */
const OptionalId = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
export const ChatSendPayload = Type.Object({
  conversation: Type.Object({
    sender: Type.Optional(Type.String({ maxLength: 50 })),
    message: Type.Object({
      message_type: Type.String({ maxLength: 20 }),
      payload: Type.Object({}),
      payloads: Type.Optional(Type.Array(Type.Object({}), { maxItems: 10 })),
    }),
    userId: OptionalId(100),
    guestId: OptionalId(100),
    username: OptionalId(100),
    name: OptionalId(100),
    deviceToken: OptionalId(500),
    session_id: OptionalId(100),
    clientId: OptionalId(100),
    createdAt: Type.Optional(Type.String()),
  }),
});
export const ChatSendResult = Type.Object({ createdAt: IsoTime() });

export const ChatHistoryPayload = Type.Object({
  userId: OptionalId(100),
  guestId: OptionalId(100),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export const ChatHistory = Type.Object({ list: Type.Array(ChatConversation) });
export const ChatReadPayload = Type.Object({ userId: OptionalId(100), guestId: OptionalId(100) });
export const ChatConfig = Type.Object({ PREFIX: Type.String() });
export const UploadResult = Type.Object({ path: Type.String() });

/** A guest id new to the chat counts against its address (429 REQUEST_LIMIT, docs/api.md#request-limits). */
const CHAT_ERRORS = [...INPUT_ERRORS, 'REQUEST_LIMIT'];

export const chatCalls = [
  {
    method: 'GET',
    path: '/api/chat/config',
    tag: 'chat',
    summary: 'The chat room prefix',
    member: false,
    effect: 'read',
    result: ChatConfig,
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/chat/send-message',
    tag: 'chat',
    summary: 'Sends a chat message (member token, or a guest id)',
    member: 'optional',
    effect: 'write',
    body: ChatSendPayload,
    result: ChatSendResult,
    errors: CHAT_ERRORS,
  },
  {
    method: 'POST',
    path: '/api/chat/history',
    tag: 'chat',
    summary: "A chat's messages, newest first",
    member: 'optional',
    effect: 'read',
    body: ChatHistoryPayload,
    result: ChatHistory,
    errors: CHAT_ERRORS,
  },
  {
    method: 'PUT',
    path: '/api/chat/read-customer',
    tag: 'chat',
    summary: "Marks the agent's messages as read",
    member: 'optional',
    effect: 'write',
    body: ChatReadPayload,
    result: Ok,
    errors: CHAT_ERRORS,
  },
  {
    method: 'POST',
    path: '/api/chat/upload-image',
    tag: 'chat',
    summary:
      'Uploads an image (multipart: guestId for guests, then file; JPEG, PNG, WebP or GIF by content; at most 10 MB)',
    member: 'optional',
    effect: 'write',
    multipart: ['guestId', 'file'],
    result: UploadResult,
    errors: [...CHAT_ERRORS, 'UPLOAD_LIMIT', 'FILE_CONTENT_INVALID'],
  },
  {
    method: 'POST',
    path: '/api/chat/upload-video',
    tag: 'chat',
    summary:
      'Uploads a video (multipart: guestId for guests, then file; MP4, MOV or WebM by content; at most 20 MB)',
    member: 'optional',
    effect: 'write',
    multipart: ['guestId', 'file'],
    result: UploadResult,
    errors: [...CHAT_ERRORS, 'UPLOAD_LIMIT', 'FILE_CONTENT_INVALID'],
  },
] as const satisfies readonly CallSpec[];
