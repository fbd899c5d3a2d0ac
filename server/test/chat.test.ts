import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ChatClientToServer,
  ChatConversation,
  ChatHistory,
  ChatServerToClient,
  UploadResult,
  WireChatConversation,
} from '../../src/api/types';
import { CHAT_PREFIX } from '../chat/constants';
import { DEMO_MEMBER_ID } from '../db/seed-ids';
import { mp4Blob, pngBlob, startSandbox, type TestSandbox } from './helpers';

let sb: TestSandbox;
const sockets: Socket[] = [];
/** The room each socket joined. */
const rooms = new Map<Socket, string>();
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  rooms.clear();
});

const conversation = (guestId: string, message: string, userId: string | null = null) => ({
  conversation: {
    sender: 'customer',
    message: { message_type: 'text', payload: { message } },
    userId,
    guestId: userId ? null : guestId,
    username: null,
    name: null,
    deviceToken: null,
    session_id: 'session-test',
  },
});

async function joined(room: string) {
  const socket: Socket<ChatServerToClient, ChatClientToServer> = io(sb.url, {
    transports: ['websocket'],
    reconnectionDelay: 500,
  });
  sockets.push(socket);
  const received: WireChatConversation[] = [];
  socket.on('messaging', (message) => received.push(message));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  // The server acknowledges a join when the client passes a callback (an optional extra).
  const untyped: Socket = socket;
  const ok = await untyped.timeout(2000).emitWithAck('join', room);
  expect(ok).toBe(true);
  rooms.set(untyped, room);
  return received;
}

/** Waits until `check` holds (the messages a socket expects have arrived). */
const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000, interval: 5 });

/**
 * Waits until the sandbox has run its background tasks (the auto-replies) and everything
 * it emitted has reached the sockets: each socket's join, sent again, is acknowledged
 * behind those messages on the same connection. Then what has not arrived never will.
 */
async function delivered() {
  await sb.server.settled();
  await Promise.all(
    sockets.map((socket) => socket.timeout(2000).emitWithAck('join', rooms.get(socket))),
  );
}

describe('chat', () => {
  it('config gives the room PREFIX', async () => {
    expect((await sb.api.get('/api/chat/config')).body).toEqual({ PREFIX: CHAT_PREFIX });
  });

  it('socket: join, send, receive the message and the auto-replies of every type', async () => {
    const guestId = randomUUID();
    const received = await joined(`${CHAT_PREFIX}${guestId}`);
    const sent = await sb.api.post<{ createdAt: string }>(
      '/api/chat/send-message',
      conversation(guestId, 'hello'),
    );
    expect(sent.body).toEqual({ createdAt: expect.any(String) });
    await until(() => received.length >= 2);
    expect(received[0]).toMatchObject({
      sender: 'customer',
      guestId,
      message: { message_type: 'text', payload: { message: 'hello' } },
      session_id: 'session-test',
    });
    expect(received[1]).toMatchObject({
      sender: 'admin',
      message: { message_type: 'quick_replies' },
    });
    for (const text of ['two', 'three', 'four']) {
      await sb.api.post('/api/chat/send-message', conversation(guestId, text));
    }
    await until(() => received.length >= 8);
    const replyTypes = received
      .filter((m) => m.sender !== 'customer')
      .map((m) => m.message.message_type);
    expect(replyTypes).toEqual(['quick_replies', 'buttons', 'media', 'generic']);
    const media = received.find((m) => m.message.message_type === 'media');
    expect(media?.message.payload).toMatchObject({
      fileType: 'image',
      filePath: '/api/media/chat/poster.svg',
    });
  });

  it('the support bot answers in the language the wallet sends (Accept-Language)', async () => {
    const greeting = async (language: string) => {
      const guestId = randomUUID();
      const sent = await fetch(`${sb.url}/api/chat/send-message`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Requester': 'wallet-user',
          'Accept-Language': language,
        },
        body: JSON.stringify(conversation(guestId, 'hello')),
      });
      expect(sent.status).toBe(200);
      await sb.server.settled();
      const history = await sb.api.post<ChatHistory>('/api/chat/history', {
        userId: null,
        guestId,
        limit: 10,
        skip: 0,
      });
      const reply = history.body.list.find((m) => m.sender === 'admin');
      expect(reply?.message.message_type).toBe('quick_replies');
      return reply?.message;
    };
    const inThai = await greeting('th');
    expect(inThai?.payload.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(inThai?.payloads?.[0]).toMatchObject({ title: 'วิธีฝากเงิน', payload: 'DEPOSIT' });
    const inLao = await greeting('lo');
    expect(inLao?.payload.message).toMatch(/[\u0E80-\u0EFF]/);
    expect(inLao?.payloads?.[0]).toMatchObject({ title: 'ວິທີຝາກເງິນ', payload: 'DEPOSIT' });
    expect((await greeting('en'))?.payload.message).toMatch(/^Hello!/);
  });

  it('a socket in another room hears nothing', async () => {
    const other = await joined(`${CHAT_PREFIX}${randomUUID()}`);
    const guestId = randomUUID();
    const own = await joined(`${CHAT_PREFIX}${guestId}`);
    await sb.api.post('/api/chat/send-message', conversation(guestId, 'hi'));
    await delivered();
    expect(own.map((m) => m.sender)).toEqual(['customer', 'admin']);
    expect(other).toHaveLength(0);
  });

  it('history: newest first with limit and skip; read-customer', async () => {
    const guest = randomUUID();
    for (let i = 1; i <= 3; i += 1) {
      await sb.api.post('/api/chat/send-message', conversation(guest, `m${i}`));
    }
    await sb.server.settled();
    const page = await sb.api.post<ChatHistory>('/api/chat/history', {
      userId: null,
      guestId: guest,
      limit: 10,
      skip: 0,
    });
    expect(page.body.list).toHaveLength(6);
    const times = page.body.list.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const customer = page.body.list
      .filter((m) => m.sender === 'customer')
      .map((m) => m.message.payload.message);
    expect(customer).toEqual(['m3', 'm2', 'm1']);
    const skipped = await sb.api.post<ChatHistory>('/api/chat/history', {
      userId: null,
      guestId: guest,
      limit: 2,
      skip: 4,
    });
    expect(skipped.body.list).toHaveLength(2);
    expect(skipped.body.list[1]?.message.payload.message).toBe('m1');
    for (const path of ['/api/chat/read-customer/', '/api/chat/read-customer']) {
      const read = await sb.api.put(path, { userId: null, guestId: guest });
      expect(read.body).toEqual({ success: true, message: 'SUCCESS' });
    }
  });

  it('member chat needs the member token; seeded history exists', async () => {
    const token = await sb.api.login();
    const userId = DEMO_MEMBER_ID;
    const history = await sb.api.post<ChatHistory>(
      '/api/chat/history',
      { userId, guestId: null, limit: 10, skip: 0 },
      token,
    );
    expect(history.body.list.length).toBeGreaterThanOrEqual(3);
    expect(
      (await sb.api.post('/api/chat/history', { userId, guestId: null, limit: 10, skip: 0 }))
        .status,
    ).toBe(401);
    const sent = await sb.api.post('/api/chat/send-message', conversation('', 'hi', userId), token);
    expect(sent.status).toBe(200);
  });

  it('refuses a message over 2000 characters, an unknown type, and no owner', async () => {
    const guest = randomUUID();
    expect(
      (await sb.api.post('/api/chat/send-message', conversation(guest, 'x'.repeat(2001)))).body,
    ).toEqual({ message: 'KEY_INVALID' });
    const bad = conversation(guest, 'x');
    bad.conversation.message.message_type = 'weird';
    expect((await sb.api.post('/api/chat/send-message', bad)).body).toEqual({
      message: 'KEY_INVALID',
    });
    expect((await sb.api.post('/api/chat/send-message', conversation('', 'x'))).body).toEqual({
      message: 'KEY_MISSING',
    });
    expect((await sb.api.post('/api/chat/send-message', {})).body).toEqual({
      message: 'KEY_MISSING',
    });
  });
});

describe('chat: client ids and the development controls', () => {
  const withClientId = (guestId: string, message: string, clientId: string) => {
    const body = conversation(guestId, message);
    return { conversation: { ...body.conversation, clientId } };
  };

  it('a message sent again with its client id is stored, emitted and answered once', async () => {
    const guestId = randomUUID();
    const received = await joined(`${CHAT_PREFIX}${guestId}`);
    const clientId = randomUUID();
    const first = await sb.api.post<{ createdAt: string }>(
      '/api/chat/send-message',
      withClientId(guestId, 'once', clientId),
    );
    // The retry of a send whose answer was lost.
    const again = await sb.api.post<{ createdAt: string }>(
      '/api/chat/send-message',
      withClientId(guestId, 'once', clientId),
    );
    expect(again).toEqual(first);
    await delivered();
    const mine = received.filter((m) => m.sender === 'customer');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ clientId, createdAt: first.body.createdAt });
    expect(received.filter((m) => m.sender !== 'customer')).toHaveLength(1);
    const history = await sb.api.post<ChatHistory>('/api/chat/history', {
      userId: null,
      guestId,
      limit: 10,
      skip: 0,
    });
    expect(history.body.list.filter((m) => m.clientId === clientId)).toHaveLength(1);
    expect(history.body.list.filter((m) => m.sender !== 'customer')[0]).not.toHaveProperty(
      'clientId',
    );
    const bad = await sb.api.post('/api/chat/send-message', withClientId(guestId, 'x', '<script>'));
    expect(bad.body).toEqual({ message: 'KEY_INVALID' });
  });

  it('POST /api/__sandbox/chat/:room/say posts a support message to the room', async () => {
    const guestId = randomUUID();
    const room = `${CHAT_PREFIX}${guestId}`;
    const received = await joined(room);
    const said = await sb.api.post<ChatConversation>(`/api/__sandbox/chat/${room}/say`, {
      text: 'We are here',
    });
    expect(said.body).toMatchObject({ sender: 'admin', guestId, userId: null });
    await until(() => received.length === 1);
    expect(received[0]?.message).toEqual({
      message_type: 'text',
      payload: { message: 'We are here' },
    });
    expect(
      (await sb.api.post(`/api/__sandbox/chat/${CHAT_PREFIX}nobody/say`, { text: 'x' })).body,
    ).toEqual({ message: 'KEY_INVALID' });
  });

  it('POST /api/__sandbox/chat/sockets cuts every socket and refuses new ones until reopened', async () => {
    const room = `${CHAT_PREFIX}${randomUUID()}`;
    await joined(room);
    const socket = sockets[0];
    if (!socket) throw new Error('no socket');
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await sb.api.post('/api/__sandbox/chat/sockets', { open: false })).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    const refused = io(sb.url, { transports: ['websocket'], reconnection: false });
    sockets.push(refused);
    await new Promise<void>((resolve) => refused.once('connect_error', () => resolve()));
    await sb.api.post('/api/__sandbox/chat/sockets', { open: true });
    await joined(room);
    // A reset reopens them too.
    await sb.api.post('/api/__sandbox/chat/sockets', { open: false });
    await sb.reset();
    await joined(room);
  });
});

describe('chat uploads', () => {
  let guestId = '';
  beforeEach(async () => {
    // A guest the chat has seen (docs/api.md#chat): only such a guest, or a member, uploads.
    guestId = randomUUID();
    await sb.api.post('/api/chat/history', { userId: null, guestId, limit: 1, skip: 0 });
  });
  const form = (blob: Blob, name: string) => {
    const data = new FormData();
    data.append('guestId', guestId);
    data.append('file', blob, name);
    return data;
  };

  it('image and video uploads are stored and served back', async () => {
    const image = await sb.api.upload<UploadResult>(
      '/api/chat/upload-image',
      form(pngBlob(4096), 'photo.png'),
    );
    expect(image.body.path).toMatch(/^\/api\/uploads\/chat\/[0-9a-f]+\.png$/);
    const served = await fetch(sb.url + image.body.path);
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(4096);
    const video = await sb.api.upload<UploadResult>(
      '/api/chat/upload-video',
      form(mp4Blob(5000), 'clip.mp4'),
    );
    expect(video.body.path).toMatch(/\.mp4$/);
  });

  it('refuses an unsupported type and an image over 10 MB (413), keeping nothing', async () => {
    const { readdir } = await import('node:fs/promises');
    const stored = () => readdir(`${sb.server.sandbox.uploadDir}/chat`).catch(() => []);
    const before = (await stored()).length;
    const wrong = await sb.api.upload(
      '/api/chat/upload-image',
      form(new Blob(['x'], { type: 'application/pdf' }), 'doc.pdf'),
    );
    expect(wrong).toEqual({ status: 400, body: { message: 'KEY_INVALID' } });
    const noExt = await sb.api.upload('/api/chat/upload-image', form(pngBlob(100), 'photo'));
    expect(noExt.body).toEqual({ message: 'KEY_INVALID' });
    const big = await sb.api.upload(
      '/api/chat/upload-image',
      form(pngBlob(10 * 1024 * 1024 + 10), 'big.png'),
    );
    expect(big).toEqual({ status: 413, body: { message: 'KEY_INVALID' } });
    const videoAsImage = await sb.api.upload(
      '/api/chat/upload-video',
      form(pngBlob(100), 'photo.png'),
    );
    expect(videoAsImage.body).toEqual({ message: 'KEY_INVALID' });
    expect(await stored()).toHaveLength(before);
  });
});

/** Chat sessions the sandbox starts are named by the day in site time (UTC+7). */
describe('chat session ids on the sandbox clock', () => {
  let clock = Date.parse('2025-03-09T16:59:00Z');
  let timed: TestSandbox;
  beforeAll(async () => {
    timed = await startSandbox({ now: () => clock });
  });
  afterAll(() => timed.close());

  it('start a new day at 00:00 site time, which is 17:00 UTC', async () => {
    const guestId = randomUUID();
    const send = (text: string) => {
      const { session_id: _none, ...unnamed } = conversation(guestId, text).conversation;
      return timed.api.post('/api/chat/send-message', { conversation: unnamed });
    };
    expect((await send('before midnight')).status).toBe(200);
    clock = Date.parse('2025-03-09T17:00:00Z');
    expect((await send('after midnight')).status).toBe(200);
    await timed.server.settled();
    const history = await timed.api.post<ChatHistory>('/api/chat/history', {
      userId: null,
      guestId,
      limit: 10,
      skip: 0,
    });
    const sessions = Object.fromEntries(
      history.body.list
        .filter((m) => m.sender === 'customer')
        .map((m) => [m.message.payload.message, m.session_id]),
    );
    expect(sessions).toEqual({
      'before midnight': 'session-2025-03-09',
      'after midnight': 'session-2025-03-10',
    });
  });
});

describe('a reset', () => {
  let slow: TestSandbox;
  beforeAll(async () => {
    // Replies due well after the reset: none may land in the fresh seed.
    slow = await startSandbox({ autoReplyMs: 200 });
  });
  afterAll(() => slow.close());

  it("drops the auto-replies still due, so none lands in the next test's room", async () => {
    const guestId = randomUUID();
    expect(
      (await slow.api.post('/api/chat/send-message', conversation(guestId, 'hello'))).status,
    ).toBe(200);
    await slow.reset();
    await slow.server.settled();
    const history = await slow.api.post<ChatHistory>('/api/chat/history', {
      userId: null,
      guestId,
      limit: 10,
      skip: 0,
    });
    expect(history.body.list).toEqual([]);
  });
});
