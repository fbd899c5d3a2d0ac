// @vitest-environment jsdom
import { ApiError, type ApiResult, type ChatConversation, type ChatSendPayload } from '../../api';
import { type ChatOwner, ChatStore, type ChatStoreApi } from './chat-store';
import { localOutbox, type OutboxStorage } from './outbox';

/**
 * A stand-in chat backend: stores messages with ids and times, answers history newest
 * first, and can lose the network (no answer) or lose only the answer (stored, but the
 * wallet hears nothing), which is where a message gets repeated or lost.
 */
class FakeServer {
  messages: ChatConversation[] = [];
  offline = false;
  /** The next sends are stored but their answers lost. */
  loseAnswers = 0;
  /** Whether the backend echoes client ids (the sandbox does). */
  echoClientIds = true;
  sends: ChatSendPayload[] = [];
  reads = 0;
  private clock = Date.parse('2024-05-01T09:00:00.000Z');
  private seq = 0;
  onStored: (message: ChatConversation) => void = () => {};

  store(over: Partial<ChatConversation>): ChatConversation {
    this.clock += 1000;
    this.seq += 1;
    const message: ChatConversation = {
      _id: `s${this.seq}`,
      sender: 'admin',
      message: { message_type: 'text', payload: { message: 'x' } },
      userId: null,
      guestId: GUEST.guestId,
      username: null,
      name: null,
      deviceToken: null,
      session_id: 'session-1',
      createdAt: new Date(this.clock).toISOString(),
      ...over,
    };
    this.messages.push(message);
    this.onStored(message);
    return message;
  }

  say(text: string) {
    return this.store({ message: { message_type: 'text', payload: { message: text } } });
  }

  api: ChatStoreApi = {
    history: async ({ limit, skip }) => {
      if (this.offline) return network();
      const newest = [...this.messages].reverse();
      return { ok: true, data: { list: newest.slice(skip, skip + limit) } };
    },
    send: async (payload) => {
      if (this.offline) return network();
      this.sends.push(payload);
      const { clientId, ...rest } = payload.conversation;
      const earlier = this.messages.find((m) => clientId && m.clientId === clientId);
      const stored =
        earlier ?? this.store({ ...rest, ...(this.echoClientIds && clientId ? { clientId } : {}) });
      if (this.loseAnswers > 0) {
        this.loseAnswers -= 1;
        return network();
      }
      return { ok: true, data: { createdAt: stored.createdAt } };
    },
    markRead: async () => {
      this.reads += 1;
      return { ok: true, data: { success: true, message: 'SUCCESS' } };
    },
    upload: async (_kind, file, onProgress) => {
      // Answers on a later turn, as a real upload does: the item shows uploading first.
      await Promise.resolve();
      if (this.offline) return network();
      onProgress(0.5);
      onProgress(1);
      return { ok: true, data: { path: `/api/uploads/chat/${file.name}` } };
    },
  };
}

function network<T>(): ApiResult<T> {
  return { ok: false, error: new ApiError('network', 'network') };
}

const GUEST: ChatOwner = {
  userId: null,
  guestId: '9b2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d',
  username: null,
  name: null,
};

let ids = 0;
const stores: ChatStore[] = [];
function makeStore(
  server: FakeServer,
  outbox: OutboxStorage = localOutbox(),
  online = () => !server.offline,
) {
  const store = new ChatStore({
    owner: GUEST,
    api: server.api,
    outbox,
    newId: () => `c${++ids}`,
    isOnline: online,
    sendDelayMs: 0,
    readDelayMs: 0,
  });
  stores.push(store);
  // The socket: every stored message reaches the open chat.
  server.onStored = (message) => store.receive(message);
  return store;
}

const texts = (store: ChatStore) =>
  store.getState().items.map((item) => item.conversation.message.payload.message);
/** Waits until the store reaches the state `check` names. */
const until = (check: () => boolean) =>
  vi.waitFor(() => expect(check()).toBe(true), { timeout: 1000, interval: 1 });

afterEach(() => {
  // A store left running would send the next test's outbox (same player, same storage).
  for (const store of stores.splice(0)) store.dispose();
  localStorage.clear();
  vi.useRealTimers();
});

describe('ChatStore: history', () => {
  it('shows the newest 10 oldest first; older pages load at the top; refresh resets', async () => {
    const server = new FakeServer();
    for (let i = 1; i <= 25; i += 1) server.say(`m${i}`);
    const store = makeStore(server);
    await store.start();
    expect(texts(store)).toEqual([
      'm16',
      'm17',
      'm18',
      'm19',
      'm20',
      'm21',
      'm22',
      'm23',
      'm24',
      'm25',
    ]);
    expect(store.getState().hasMore).toBe(true);
    await store.loadOlder();
    await store.loadOlder();
    expect(texts(store)).toHaveLength(25);
    expect(texts(store)[0]).toBe('m1');
    expect(store.getState().hasMore).toBe(false);
    await store.loadNewest();
    expect(texts(store)).toHaveLength(10);
    expect(texts(store)[9]).toBe('m25');
  });

  it('an older page after a message the socket missed: the missed one, then the page whole', async () => {
    const server = new FakeServer();
    for (let i = 1; i <= 25; i += 1) server.say(`m${i}`);
    const store = makeStore(server);
    await store.start();
    // Stored while the socket was not yet listening: the screen never heard of it.
    server.onStored = () => {};
    server.say('m26');
    await store.loadOlder();
    expect(texts(store)).toEqual(Array.from({ length: 21 }, (_, i) => `m${i + 6}`));
    await store.loadOlder();
    expect(texts(store)).toEqual(Array.from({ length: 26 }, (_, i) => `m${i + 1}`));
  });

  it('a message arriving while a page loads is kept, and shown once', async () => {
    const server = new FakeServer();
    server.say('old');
    const store = makeStore(server);
    await store.start();
    const history = server.api.history;
    server.api.history = async (payload) => {
      const answer = await history(payload);
      server.say('during the refresh');
      return answer;
    };
    await store.loadNewest();
    expect(texts(store)).toEqual(['old', 'during the refresh']);
  });

  it('counts agent messages as unread only while the reader is away from the bottom', async () => {
    const server = new FakeServer();
    const store = makeStore(server);
    await store.start();
    store.setReading(true, true);
    server.say('seen');
    expect(store.getState().unread).toBe(0);
    store.setReading(false, true);
    server.say('one');
    server.say('two');
    expect(store.getState().unread).toBe(2);
    store.setReading(true, true);
    expect(store.getState().unread).toBe(0);
    store.setReading(true, false);
    server.say('panel closed');
    expect(store.getState().unread).toBe(1);
  });

  it('marks as read once, 1 s after the last new message', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    const store = new ChatStore({
      owner: GUEST,
      api: server.api,
      outbox: localOutbox(),
      newId: () => `r${++ids}`,
    });
    stores.push(store);
    server.onStored = store.receive;
    await store.start();
    store.setReading(true, true);
    server.say('a');
    await vi.advanceTimersByTimeAsync(500);
    server.say('b');
    await vi.advanceTimersByTimeAsync(999);
    expect(server.reads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.reads).toBe(1);
  });
});

describe('ChatStore: never lose, never repeat', () => {
  it('shows a sent message at once with its client id, then as the server copy, once', async () => {
    const server = new FakeServer();
    const store = makeStore(server);
    await store.start();
    store.sendText('hello');
    const local = store.getState().items[0];
    expect(local).toMatchObject({
      status: 'sending',
      confirmed: false,
      conversation: { clientId: local?.key, sender: 'customer' },
    });
    await until(() => store.getState().items[0]?.status === 'succeed');
    expect(texts(store)).toEqual(['hello']);
    expect(store.getState().items[0]?.conversation._id).toBe('s1');
    expect(server.sends[0]?.conversation).toMatchObject({
      clientId: local?.key,
      guestId: GUEST.guestId,
    });
    expect(localOutbox().read()).toEqual([]);
  });

  it('waits 500 ms before sending', async () => {
    vi.useFakeTimers();
    const server = new FakeServer();
    const store = new ChatStore({
      owner: GUEST,
      api: server.api,
      outbox: localOutbox(),
      newId: () => `d${++ids}`,
    });
    stores.push(store);
    await store.start();
    store.sendText('soon');
    await vi.advanceTimersByTimeAsync(499);
    expect(server.sends).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sends).toHaveLength(1);
  });

  it('queues messages while offline and sends them in order when back, each once', async () => {
    const server = new FakeServer();
    server.say('before');
    const store = makeStore(server);
    await store.start();
    server.offline = true;
    store.sendText('first');
    store.sendText('second');
    await store.flush();
    expect(
      store
        .getState()
        .items.slice(1)
        .map((item) => item.status),
    ).toEqual(['queued', 'queued']);
    expect(server.sends).toHaveLength(0);
    // While cut off, support wrote (the socket was down too: nothing reached the screen).
    server.onStored = () => {};
    server.say('support while offline');
    server.offline = false;
    server.onStored = (message) => store.receive(message);
    store.setConnection('online');
    await store.resync();
    await until(
      () => server.sends.length === 2 && store.getState().items.every((i) => i.confirmed),
    );
    expect(texts(store)).toEqual(['before', 'support while offline', 'first', 'second']);
    expect(server.sends.map((s) => s.conversation.message.payload.message)).toEqual([
      'first',
      'second',
    ]);
  });

  it('a send whose answer was lost goes again with its client id and is stored once', async () => {
    const server = new FakeServer();
    const store = makeStore(server);
    await store.start();
    server.loseAnswers = 1;
    store.sendText('once');
    await until(() => server.sends.length === 1);
    await store.flush();
    await until(() => server.sends.length === 2);
    expect(server.sends[1]?.conversation.clientId).toBe(server.sends[0]?.conversation.clientId);
    expect(server.messages.filter((m) => m.sender === 'customer')).toHaveLength(1);
    await until(() => store.getState().items[0]?.status === 'succeed');
    expect(texts(store)).toEqual(['once']);
  });

  it('survives a reload: the outbox is shown as waiting and sent once when the chat starts again', async () => {
    const server = new FakeServer();
    server.offline = true;
    const before = makeStore(server);
    await before.start();
    before.sendText('typed offline');
    await before.flush();
    before.dispose();
    expect(JSON.parse(localStorage.getItem('chatOutbox') ?? '[]')).toHaveLength(1);

    // The page reloads, still offline.
    const after = makeStore(server);
    await after.start();
    expect(after.getState().items).toHaveLength(1);
    expect(after.getState().items[0]).toMatchObject({ status: 'queued', confirmed: false });
    server.offline = false;
    after.setConnection('online');
    await until(() => after.getState().items[0]?.status === 'succeed');
    await after.resync();
    expect(server.sends).toHaveLength(1);
    expect(texts(after)).toEqual(['typed offline']);
    expect(localStorage.getItem('chatOutbox')).toBe('[]');
  });

  it("never sends another player's queued messages", async () => {
    const server = new FakeServer();
    const outbox = localOutbox();
    outbox.update(() => [
      {
        clientId: 'other',
        owner: 'member:someone-else',
        queuedAt: 1,
        conversation: {
          clientId: 'other',
          sender: 'customer',
          message: { message_type: 'text', payload: { message: 'not yours' } },
          userId: 'someone-else',
          guestId: null,
          username: null,
          name: null,
          deviceToken: null,
          session_id: 's',
        },
      },
    ]);
    const store = makeStore(server, outbox);
    await store.start();
    store.tick();
    await store.flush();
    expect(texts(store)).toEqual([]);
    expect(server.sends).toEqual([]);
    expect(outbox.read()).toHaveLength(1);
  });

  it('a refused message shows as failed with a retry, and later ones still go', async () => {
    const server = new FakeServer();
    const store = makeStore(server);
    await store.start();
    const send = server.api.send;
    let refuse = true;
    server.api.send = async (payload) => {
      if (refuse && payload.conversation.message.payload.message === 'bad') {
        return { ok: false, error: new ApiError('server', 'KEY_INVALID', 400) };
      }
      return send(payload);
    };
    store.sendText('bad');
    store.sendText('good');
    await until(
      () => server.sends.length === 1 && store.getState().items.some((i) => i.status === 'failed'),
    );
    const failed = store.getState().items.find((item) => item.status === 'failed');
    expect(failed).toMatchObject({
      error: 'KEY_INVALID',
      conversation: { message: { payload: { message: 'bad' } } },
    });
    expect(localOutbox().read()[0]).toMatchObject({ failed: 'KEY_INVALID' });
    refuse = false;
    store.retry(failed?.key ?? '');
    await until(() => store.getState().items.every((item) => item.status === 'succeed'));
    expect(texts(store)).toEqual(['good', 'bad']);
  });

  it('without client ids from the backend, the local copy is still replaced, not doubled', async () => {
    const server = new FakeServer();
    server.echoClientIds = false;
    const store = makeStore(server);
    await store.start();
    store.sendText('same');
    store.sendText('same');
    await until(() => store.getState().items.every((item) => item.confirmed));
    await store.resync();
    expect(texts(store)).toEqual(['same', 'same']);
  });
});

describe('ChatStore: attachments and buttons', () => {
  it('uploads with progress, then sends a media message with the returned path', async () => {
    const server = new FakeServer();
    const store = makeStore(server);
    await store.start();
    const progress: number[] = [];
    store.subscribe(() => {
      const item = store.getState().items[0];
      if (item?.status === 'uploading_file' && item.progress !== undefined)
        progress.push(item.progress);
    });
    store.sendFile(new File(['x'], 'photo.png', { type: 'image/png' }), 'image');
    expect(store.getState().items[0]).toMatchObject({ status: 'uploading_file', progress: 0 });
    await until(() => store.getState().items[0]?.status === 'succeed');
    expect(progress).toEqual(expect.arrayContaining([0.5, 1]));
    expect(server.sends[0]?.conversation.message).toEqual({
      message_type: 'media',
      payload: {
        fileType: 'image',
        filePath: '/api/uploads/chat/photo.png',
        url: false,
        name: 'photo.png',
      },
    });
  });

  it('a failed upload can be retried with the same file', async () => {
    const server = new FakeServer();
    const store = makeStore(server);
    await store.start();
    server.offline = true;
    store.sendFile(new File(['x'], 'clip.mp4', { type: 'video/mp4' }), 'video');
    await until(() => store.getState().items[0]?.status === 'failed');
    server.offline = false;
    store.retry(store.getState().items[0]?.key ?? '');
    await until(() => store.getState().items[0]?.status === 'succeed');
    expect(server.sends).toHaveLength(1);
  });

  it('a postback sends its payload as a message', async () => {
    const server = new FakeServer();
    const store = makeStore(server);
    await store.start();
    store.sendPostback('PROMO');
    await until(() => server.sends.length === 1);
    expect(server.sends[0]?.conversation.message).toEqual({
      message_type: 'postback',
      payload: { message: 'PROMO' },
    });
  });
});
