import type {
  ApiError,
  ApiResult,
  ChatConversation,
  ChatHistory,
  ChatHistoryPayload,
  ChatMessage,
  ChatReadPayload,
  ChatSendPayload,
  ChatSendResult,
  Ok,
  UploadResult,
} from '../../api';
import { type ChatItem, type ChatStatus, isCustomer } from './chat-item';
import type { FileKind } from './input-rules';
import { confirmSent, mergeServer, ordered, overlaps, serverCount } from './merge';
import {
  addEntry,
  entriesOf,
  markFailed,
  markQueued,
  nextToSend,
  type OutboxConversation,
  type OutboxEntry,
  type OutboxStorage,
  ownerKey,
  removeEntry,
} from './outbox';

/**
 * One chat's messages, outside React (docs/product.md#chat): the history pages, the
 * socket's messages, the player's local copies and the outbox, merged so that nothing is
 * lost or shown twice. The view subscribes to it (useSyncExternalStore); the socket feeds
 * it. Every dependency is passed in, so the tests drive it without a network.
 */
export interface ChatOwner {
  userId: string | null;
  guestId: string | null;
  username: string | null;
  name: string | null;
}

export interface ChatStoreApi {
  history(payload: ChatHistoryPayload): Promise<ApiResult<ChatHistory>>;
  send(payload: ChatSendPayload): Promise<ApiResult<ChatSendResult>>;
  markRead(payload: ChatReadPayload): Promise<ApiResult<Ok>>;
  upload(
    kind: FileKind,
    file: File,
    onProgress: (fraction: number) => void,
  ): Promise<ApiResult<UploadResult>>;
}

export type Connection = 'connecting' | 'online' | 'offline';

export interface ChatState {
  items: ChatItem[];
  /** The first page: loading, shown, or failed (a retry is offered). */
  phase: 'loading' | 'ready' | 'failed';
  refreshing: boolean;
  loadingOlder: boolean;
  /** The server may have older messages than those held. */
  hasMore: boolean;
  /** Agent messages that arrived while the reader was not at the bottom. */
  unread: number;
  connection: Connection;
}

export interface ChatStoreOptions {
  owner: ChatOwner;
  api: ChatStoreApi;
  outbox: OutboxStorage;
  newId: () => string;
  now?: () => number;
  /** False while the device says it is offline: nothing is tried, the outbox waits. */
  isOnline?: () => boolean;
  /** docs/product.md#chat: a message goes out after the 500 ms send delay. */
  sendDelayMs?: number;
  /** docs/product.md#chat: marking as read is debounced by 1 s. */
  readDelayMs?: number;
  pageSize?: number;
}

/** Pages the resync reads at most before it gives up bridging and starts from the newest. */
const MAX_RESYNC_PAGES = 5;

const isConnectionError = (error: ApiError) =>
  error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted';

export class ChatStore {
  private state: ChatState = {
    items: [],
    phase: 'loading',
    refreshing: false,
    loadingOlder: false,
    hasMore: false,
    unread: 0,
    connection: 'connecting',
  };
  private readonly listeners = new Set<() => void>();
  private readonly owner: ChatOwner;
  private readonly key: string;
  private readonly api: ChatStoreApi;
  private readonly outbox: OutboxStorage;
  private readonly newId: () => string;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly sendDelayMs: number;
  private readonly readDelayMs: number;
  private readonly pageSize: number;
  /** Attachments not uploaded yet, by client id, for a retry (a File cannot be stored). */
  private readonly files = new Map<string, { file: File; kind: FileKind }>();
  private flushing = false;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private readTimer: ReturnType<typeof setTimeout> | undefined;
  private atBottom = true;
  private visible = false;
  private disposed = false;
  /** A session for a chat with no history yet; afterwards the last message's session. */
  private readonly newSession: string;

  constructor(options: ChatStoreOptions) {
    this.owner = options.owner;
    this.key = ownerKey(options.owner);
    this.api = options.api;
    this.outbox = options.outbox;
    this.newId = options.newId;
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine !== false);
    this.sendDelayMs = options.sendDelayMs ?? 500;
    this.readDelayMs = options.readDelayMs ?? 1000;
    this.pageSize = options.pageSize ?? 10;
    this.newSession = `session-${this.newId()}`;
  }

  // ---------- for React ----------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ChatState => this.state;

  private set(patch: Partial<ChatState>): void {
    if (this.disposed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  // ---------- life cycle ----------

  /** Shows what the outbox still holds for this player, then loads the newest page. */
  start(): Promise<void> {
    const waiting = entriesOf(this.outbox.read(), this.key).map((entry) => this.localOf(entry));
    this.set({ items: ordered([...this.state.items, ...waiting]) });
    return this.loadNewest();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.flushTimer);
    clearTimeout(this.readTimer);
    this.listeners.clear();
  }

  /** The socket's state, or the device's without a socket. Back online: send what waits. */
  setConnection(connection: Connection): void {
    this.set({ connection });
    if (connection === 'online') this.flushSoon(0);
  }

  /** The 5 s monitor: retries the outbox (a send that failed for want of a network). */
  tick(): void {
    if (nextToSend(this.outbox.read(), this.key)) this.flushSoon(0);
  }

  // ---------- history ----------

  private historyPayload(skip: number): ChatHistoryPayload {
    return { userId: this.owner.userId, guestId: this.owner.guestId, limit: this.pageSize, skip };
  }

  /**
   * The newest page, replacing older pages (refresh resets): kept are the local copies
   * still on their way and anything newer than the page (a socket message that arrived
   * while the page was on its way).
   */
  async loadNewest(): Promise<void> {
    if (this.state.phase === 'ready') this.set({ refreshing: true });
    const result = await this.api.history(this.historyPayload(0));
    if (!result.ok) {
      this.set({ refreshing: false, phase: this.state.phase === 'ready' ? 'ready' : 'failed' });
      return;
    }
    const page = [...result.data.list].reverse();
    const newest = page.length ? Date.parse(page[page.length - 1]?.createdAt ?? '') : -Infinity;
    const kept = this.state.items.filter(
      (item) => !item.confirmed || Date.parse(item.conversation.createdAt) > newest,
    );
    const { items } = mergeServer(kept, page);
    this.set({
      items,
      phase: 'ready',
      refreshing: false,
      hasMore: result.data.list.length === this.pageSize,
      unread: 0,
    });
    this.scheduleRead();
  }

  /** Scrolled to the top: the next 10 older messages. */
  async loadOlder(): Promise<void> {
    if (this.state.loadingOlder || !this.state.hasMore || this.state.phase !== 'ready') return;
    this.set({ loadingOlder: true });
    let result = await this.api.history(this.historyPayload(serverCount(this.state.items)));
    // Pages are counted from the newest message: a page that repeats a held message means
    // the server has newer ones this screen never got (sent between the first page and the
    // socket's join). Those first, then the page again from the corrected count, so that
    // neither the missed messages nor the oldest of this page are left out.
    if (result.ok && overlaps(this.state.items, result.data.list)) {
      await this.resync();
      result = await this.api.history(this.historyPayload(serverCount(this.state.items)));
    }
    if (!result.ok) {
      this.set({ loadingOlder: false });
      return;
    }
    const { items } = mergeServer(this.state.items, [...result.data.list].reverse());
    this.set({ items, loadingOlder: false, hasMore: result.data.list.length === this.pageSize });
  }

  /**
   * After every (re)join: what the server has that the screen missed while cut off, page
   * by page from the newest until a page touches what is held. A gap too large to bridge
   * starts over from the newest page rather than leave a hole in the middle.
   */
  async resync(): Promise<void> {
    if (this.state.phase !== 'ready') return this.loadNewest();
    const fetched: ChatConversation[] = [];
    for (let page = 0; page < MAX_RESYNC_PAGES; page += 1) {
      const result = await this.api.history(this.historyPayload(page * this.pageSize));
      if (!result.ok) return;
      fetched.push(...result.data.list);
      const held = serverCount(this.state.items) > 0;
      if (
        result.data.list.length < this.pageSize ||
        !held ||
        overlaps(this.state.items, result.data.list)
      ) {
        this.takeServer([...fetched].reverse());
        return;
      }
    }
    await this.loadNewest();
  }

  /** A message from the socket. */
  receive = (conversation: ChatConversation): void => {
    this.takeServer([conversation]);
  };

  private takeServer(incoming: ChatConversation[]): void {
    const { items, added } = mergeServer(this.state.items, incoming);
    const fromAgent = added.filter((conversation) => !isCustomer(conversation)).length;
    const reading = this.atBottom && this.visible;
    this.set({ items, unread: reading ? 0 : this.state.unread + fromAgent });
    if (fromAgent && reading) this.scheduleRead();
  }

  // ---------- reading ----------

  /** Where the reader is: within 60 px of the bottom, with the panel open. */
  setReading(atBottom: boolean, visible: boolean): void {
    const was = this.atBottom && this.visible;
    this.atBottom = atBottom;
    this.visible = visible;
    if (atBottom && visible && (!was || this.state.unread)) {
      if (this.state.unread) this.set({ unread: 0 });
      this.scheduleRead();
    }
  }

  private scheduleRead(): void {
    if (!this.atBottom || !this.visible) return;
    clearTimeout(this.readTimer);
    this.readTimer = setTimeout(() => {
      void this.api.markRead({ userId: this.owner.userId, guestId: this.owner.guestId });
    }, this.readDelayMs);
  }

  // ---------- sending ----------

  private sessionId(): string {
    const confirmed = this.state.items.filter((item) => item.confirmed);
    return confirmed[confirmed.length - 1]?.conversation.session_id ?? this.newSession;
  }

  private conversationOf(clientId: string, message: ChatMessage): OutboxConversation {
    return {
      clientId,
      sender: 'customer',
      message,
      userId: this.owner.userId,
      guestId: this.owner.userId ? null : this.owner.guestId,
      username: this.owner.username,
      name: this.owner.name,
      deviceToken: null,
      session_id: this.sessionId(),
    };
  }

  private localOf(entry: OutboxEntry): ChatItem {
    return {
      key: entry.clientId,
      conversation: { ...entry.conversation, createdAt: new Date(entry.queuedAt).toISOString() },
      confirmed: false,
      status: entry.failed ? 'failed' : 'queued',
      ...(entry.failed ? { error: entry.failed } : {}),
    };
  }

  private patchItem(key: string, patch: Partial<ChatItem>): void {
    this.set({
      items: this.state.items.map((item) =>
        item.key === key && !item.confirmed ? { ...item, ...patch } : item,
      ),
    });
  }

  private setStatus(key: string, status: ChatStatus, error?: string): void {
    this.patchItem(key, { status, error, progress: undefined });
  }

  /** Written to the outbox first (so a reload keeps it), then shown, then sent. */
  private enqueue(clientId: string, message: ChatMessage): void {
    const entry: OutboxEntry = {
      clientId,
      owner: this.key,
      conversation: this.conversationOf(clientId, message),
      queuedAt: this.now(),
    };
    this.outbox.update((list) => addEntry(list, entry));
    const local: ChatItem = {
      ...this.localOf(entry),
      status: this.isOnline() ? 'sending' : 'queued',
    };
    const exists = this.state.items.some((item) => item.key === clientId);
    this.set({
      items: exists
        ? this.state.items.map((item) => (item.key === clientId ? local : item))
        : ordered([...this.state.items, local]),
    });
    this.flushSoon();
  }

  /** A typed message (already checked by the input rules). */
  sendText(text: string): void {
    this.enqueue(this.newId(), { message_type: 'text', payload: { message: text } });
  }

  /** A postback button or a quick reply: its payload goes back as a message. */
  sendPostback(payload: string): void {
    this.enqueue(this.newId(), { message_type: 'postback', payload: { message: payload } });
  }

  /** An attachment (already checked): uploaded with progress, then sent with its path. */
  sendFile(file: File, kind: FileKind): void {
    const clientId = this.newId();
    this.files.set(clientId, { file, kind });
    const local: ChatItem = {
      key: clientId,
      conversation: {
        ...this.conversationOf(clientId, {
          message_type: 'media',
          payload: { fileType: kind, name: file.name },
        }),
        createdAt: new Date(this.now()).toISOString(),
      },
      confirmed: false,
      status: 'uploading_file',
      progress: 0,
    };
    this.set({ items: ordered([...this.state.items, local]) });
    void this.upload(clientId);
  }

  private async upload(clientId: string): Promise<void> {
    const pending = this.files.get(clientId);
    if (!pending) return;
    this.patchItem(clientId, { status: 'uploading_file', progress: 0, error: undefined });
    const result = await this.api.upload(pending.kind, pending.file, (progress) =>
      this.patchItem(clientId, { progress }),
    );
    if (!result.ok) {
      this.setStatus(clientId, 'failed', result.error.code);
      return;
    }
    this.files.delete(clientId);
    this.enqueue(clientId, {
      message_type: 'media',
      payload: {
        fileType: pending.kind,
        filePath: result.data.path,
        url: /^https?:\/\//.test(result.data.path),
        name: pending.file.name,
      },
    });
  }

  /** The retry of a failed message: the upload again, or back in line for sending. */
  retry(key: string): void {
    if (this.files.has(key)) {
      void this.upload(key);
      return;
    }
    this.outbox.update((list) => markQueued(list, key));
    this.setStatus(key, 'sending');
    this.flushSoon(0);
  }

  private flushSoon(delay = this.sendDelayMs): void {
    if (this.disposed) return;
    clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => void this.flush(), delay);
  }

  /**
   * Sends the outbox in order, one at a time. A lost connection stops the run (the entry
   * stays, shown as waiting, and goes when the connection is back); a refusal marks that
   * message failed and the next ones still go. The outbox is kept exact even after the
   * panel closed, so a reload neither loses nor repeats a message.
   */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (;;) {
        // A closed panel sends nothing more; what is left goes when the chat opens again.
        if (this.disposed) return;
        const entry = nextToSend(this.outbox.read(), this.key);
        if (!entry) return;
        if (!this.isOnline()) {
          this.markWaiting();
          return;
        }
        this.setStatus(entry.clientId, 'sending');
        const result = await this.api.send({ conversation: entry.conversation });
        if (result.ok) {
          this.outbox.update((list) => removeEntry(list, entry.clientId));
          this.set({ items: confirmSent(this.state.items, entry.clientId, result.data.createdAt) });
          continue;
        }
        if (isConnectionError(result.error)) {
          this.markWaiting();
          return;
        }
        this.outbox.update((list) => markFailed(list, entry.clientId, result.error.code));
        this.setStatus(entry.clientId, 'failed', result.error.code);
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Every message of the outbox not refused shows as waiting for the connection. */
  private markWaiting(): void {
    const waiting = new Set(
      entriesOf(this.outbox.read(), this.key)
        .filter((entry) => entry.failed === undefined)
        .map((entry) => entry.clientId),
    );
    this.set({
      items: this.state.items.map((item) =>
        waiting.has(item.key) && !item.confirmed ? { ...item, status: 'queued' } : item,
      ),
    });
  }
}
