import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatConversation, ChatHistory, UploadResult } from '../../src/api/types';
import { CHAT_PREFIX } from '../chat/constants';
import { DEMO_MEMBER_ID } from '../db/seed-ids';
import { OTHER_MEMBER, pngBlob, startSandbox, type TestSandbox } from './helpers';

/**
 * The chat's identity rules (docs/api.md#chat): a member's room is read, written and
 * joined only with that member's token; a guest id is a UUID and never names a member's
 * room; the socket answers only the wallet's own origins; uploads need an identity and are
 * rate limited. Each case here was a hole found by probing the sandbox.
 */
const MEMBER = DEMO_MEMBER_ID;
const MEMBER_ROOM = `${CHAT_PREFIX}${MEMBER}`;

let sb: TestSandbox;
const sockets: Socket[] = [];
beforeAll(async () => {
  sb = await startSandbox({ chatUploadLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

const textMessage = (message: string) => ({ message_type: 'text', payload: { message } });

const asGuest = (guestId: string, message: string) => ({
  conversation: {
    sender: 'customer',
    message: textMessage(message),
    userId: null,
    guestId,
    username: null,
    name: null,
    deviceToken: null,
    session_id: 'session-test',
  },
});

async function memberHistory(token: string) {
  const reply = await sb.api.post<ChatHistory>(
    '/api/chat/history',
    { userId: MEMBER, guestId: null, limit: 50, skip: 0 },
    token,
  );
  expect(reply.status).toBe(200);
  return reply.body.list;
}

interface Connection {
  socket: Socket;
  received: ChatConversation[];
}

async function connect(
  options: { token?: string; origin?: string } = {},
): Promise<Connection | Error> {
  const socket = io(sb.url, {
    transports: ['websocket'],
    reconnection: false,
    auth: options.token ? { token: options.token } : {},
    extraHeaders: options.origin ? { origin: options.origin } : {},
  });
  sockets.push(socket);
  const received: ChatConversation[] = [];
  socket.on('messaging', (message: ChatConversation) => received.push(message));
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, received }));
    socket.once('connect_error', (error) => resolve(error));
  });
}

async function connected(options: { token?: string; origin?: string } = {}) {
  const result = await connect(options);
  if (result instanceof Error) throw result;
  return result;
}

const join = (socket: Socket, room: string) =>
  socket.timeout(2000).emitWithAck('join', room) as Promise<boolean>;

describe('chat over HTTP: a guest id never names a member', () => {
  it("history with the member's id as guestId and no token does not read the member's chat", async () => {
    const reply = await sb.api.post<ChatHistory>('/api/chat/history', {
      userId: null,
      guestId: MEMBER,
      limit: 10,
      skip: 0,
    });
    expect(reply).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
  });

  it("send-message with the member's id as guestId writes nothing into the member's chat", async () => {
    const token = await sb.api.login();
    const before = await memberHistory(token);
    const reply = await sb.api.post('/api/chat/send-message', asGuest(MEMBER, 'not me'));
    expect(reply).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
    // Any auto-reply it set off has been written by now.
    await sb.server.settled();
    expect(await memberHistory(token)).toEqual(before);
  });

  it("read-customer with the member's id as guestId marks nothing read", async () => {
    const unread = () =>
      sb.server.sandbox.db
        .prepare<[string], { n: number }>(
          "SELECT COUNT(*) AS n FROM chat_messages WHERE room = ? AND sender != 'customer' AND read_at IS NULL",
        )
        .get(MEMBER_ROOM)?.n ?? 0;
    // The member writes; the auto-reply is an agent message the member has not read yet.
    const token = await sb.api.login();
    await sb.api.post(
      '/api/chat/send-message',
      { conversation: { ...asGuest('', 'hi').conversation, userId: MEMBER, guestId: null } },
      token,
    );
    await expect.poll(unread).toBe(1);
    const reply = await sb.api.put('/api/chat/read-customer/', { userId: null, guestId: MEMBER });
    expect(reply).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
    expect(unread()).toBe(1);
  });

  it('a guest id that is not a UUID is refused; a UUID guest chats', async () => {
    for (const guestId of ['guest-abc', '12345', `${randomUUID()}x`, 'x'.repeat(36)]) {
      const reply = await sb.api.post('/api/chat/history', {
        userId: null,
        guestId,
        limit: 10,
        skip: 0,
      });
      expect(reply.body, guestId).toEqual({ message: 'KEY_INVALID' });
    }
    const guestId = randomUUID();
    expect((await sb.api.post('/api/chat/send-message', asGuest(guestId, 'hello'))).status).toBe(
      200,
    );
    const history = await sb.api.post<ChatHistory>('/api/chat/history', {
      userId: null,
      guestId,
      limit: 10,
      skip: 0,
    });
    expect(history.body.list.map((m) => m.message.payload.message)).toContain('hello');
  });

  it("a member's token does not open another member's chat", async () => {
    const other = await sb.api.login(OTHER_MEMBER);
    const reply = await sb.api.post(
      '/api/chat/history',
      { userId: MEMBER, guestId: null, limit: 10, skip: 0 },
      other,
    );
    expect(reply.status).toBe(401);
  });
});

describe("chat socket: a member's room only with the member's token", () => {
  it("a socket without a token cannot join a member's room nor hear the member's messages", async () => {
    const { socket, received } = await connected();
    expect(await join(socket, MEMBER_ROOM)).toBe(false);
    const token = await sb.api.login();
    const sent = await sb.api.post(
      '/api/chat/send-message',
      {
        conversation: {
          ...asGuest('', 'private').conversation,
          userId: MEMBER,
          guestId: null,
        },
      },
      token,
    );
    expect(sent.status).toBe(200);
    // The auto-reply has been emitted, and a second refused join is answered behind
    // anything the sandbox sent this socket: what has not arrived now never will.
    await sb.server.settled();
    expect(await join(socket, MEMBER_ROOM)).toBe(false);
    expect(received).toEqual([]);
  });

  it("another member's token cannot join; the member's own token can", async () => {
    const other = await connected({ token: await sb.api.login(OTHER_MEMBER) });
    expect(await join(other.socket, MEMBER_ROOM)).toBe(false);
    const token = await sb.api.login();
    const own = await connected({ token });
    expect(await join(own.socket, MEMBER_ROOM)).toBe(true);
    await sb.api.post(
      '/api/chat/send-message',
      { conversation: { ...asGuest('', 'mine').conversation, userId: MEMBER, guestId: null } },
      token,
    );
    await expect.poll(() => own.received.length).toBeGreaterThan(0);
    expect(own.received[0]?.message.payload.message).toBe('mine');
    // Answered behind anything the sandbox sent the other socket.
    expect(await join(other.socket, MEMBER_ROOM)).toBe(false);
    expect(other.received).toEqual([]);
  });

  it('an unknown or logged-out token cannot even connect (handshake: invalid-token)', async () => {
    const stale = await connect({ token: 'not-a-token' });
    expect(stale).toBeInstanceOf(Error);
    expect((stale as Error).message).toBe('invalid-token');
  });

  it('a room that is neither a member nor a UUID guest is refused; a UUID guest room is joined', async () => {
    const { socket } = await connected();
    expect(await join(socket, `${CHAT_PREFIX}guest-abc`)).toBe(false);
    expect(await join(socket, `${CHAT_PREFIX}${randomUUID()}`)).toBe(true);
  });

  it('refuses a socket from an origin that is not the wallet, accepts its own origin', async () => {
    const foreign = await connect({ origin: 'https://evil.example' });
    expect(foreign).toBeInstanceOf(Error);
    const own = await connect({ origin: sb.url });
    expect(own).not.toBeInstanceOf(Error);
    // The dev server's origin (it proxies /socket.io): the default of SANDBOX_CORS_ORIGINS.
    const devServer = await connect({ origin: 'http://localhost:3000' });
    expect(devServer).not.toBeInstanceOf(Error);
    // The long-polling handshake gets no CORS grant for a foreign origin either.
    const polling = await fetch(`${sb.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(polling.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(polling.status).toBe(403);
  });

  // DNS rebinding: a page at evil.example, its name pointed at 127.0.0.1, sends
  // `Origin: http://evil.example:<port>` and `Host: evil.example:<port>`, which match: the
  // Host is no proof that the sandbox served the page.
  it('refuses a rebound page whose Host matches its Origin', async () => {
    const port = new URL(sb.url).port;
    const rebound = { origin: `http://evil.example:${port}`, host: `evil.example:${port}` };
    const socket = io(sb.url, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: rebound,
    });
    sockets.push(socket);
    const outcome = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
    const polling = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        `${sb.url}/socket.io/?EIO=4&transport=polling`,
        { headers: rebound },
        (reply) => {
          reply.resume();
          resolve(reply.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(polling).toBe(403);
    // The loopback names of the sandbox's own port are its own origin.
    const own = await connect({ origin: `http://localhost:${port}` });
    expect(own).not.toBeInstanceOf(Error);
  });
});

describe('chat uploads: an identity and a rate limit', () => {
  const form = (guestId?: string, blob = pngBlob(1024)) => {
    const data = new FormData();
    if (guestId !== undefined) data.append('guestId', guestId);
    data.append('file', blob, 'photo.png');
    return data;
  };
  const knownGuest = async () => {
    const guestId = randomUUID();
    const history = await sb.api.post('/api/chat/history', {
      userId: null,
      guestId,
      limit: 10,
      skip: 0,
    });
    expect(history.status).toBe(200);
    return guestId;
  };

  it('refuses an upload with no token and no guest id, or with a member id as guest id', async () => {
    expect(await sb.api.upload('/api/chat/upload-image', form())).toEqual({
      status: 400,
      body: { message: 'KEY_MISSING' },
    });
    expect((await sb.api.upload('/api/chat/upload-image', form(MEMBER))).body).toEqual({
      message: 'KEY_INVALID',
    });
    expect((await sb.api.upload('/api/chat/upload-video', form(MEMBER))).body).toEqual({
      message: 'KEY_INVALID',
    });
  });

  it('refuses a guest id the chat has never seen; accepts a known guest and a member', async () => {
    expect((await sb.api.upload('/api/chat/upload-image', form(randomUUID()))).body).toEqual({
      message: 'KEY_INVALID',
    });
    const guest = await sb.api.upload<UploadResult>(
      '/api/chat/upload-image',
      form(await knownGuest()),
    );
    expect(guest.status).toBe(200);
    expect(guest.body.path).toMatch(/^\/api\/uploads\/chat\//);
    const member = await sb.api.upload<UploadResult>(
      '/api/chat/upload-image',
      form(),
      await sb.api.login(),
    );
    expect(member.status).toBe(200);
    expect((await sb.api.upload('/api/chat/upload-image', form(), 'not-a-token')).status).toBe(401);
  });

  it('limits uploads per identity (429 REQUEST_LIMIT), keeping nothing of a refused one', async () => {
    const { readdir } = await import('node:fs/promises');
    const stored = () => readdir(`${sb.server.sandbox.uploadDir}/chat`).catch(() => []);
    const guestId = await knownGuest();
    for (let i = 0; i < 3; i += 1) {
      expect((await sb.api.upload('/api/chat/upload-image', form(guestId))).status).toBe(200);
    }
    const before = (await stored()).length;
    expect(await sb.api.upload('/api/chat/upload-image', form(guestId))).toEqual({
      status: 429,
      body: { message: 'REQUEST_LIMIT' },
    });
    expect(await stored()).toHaveLength(before);
    // Someone else is not held back by this guest.
    expect((await sb.api.upload('/api/chat/upload-image', form(await knownGuest()))).status).toBe(
      200,
    );
  });
});
