import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { chatApi, chatPaths, unwrap } from '../../api';
import { useToken } from '../../domain/session';
import { openChatSocket } from './chat-socket';
import { type ChatOwner, ChatStore, type ChatStoreApi } from './chat-store';
import { chatSocketUrl } from './chat-url';
import { localOutbox, ownerKey } from './outbox';

/** How often the monitor checks the socket and retries the outbox (docs/product.md#chat). */
export const MONITOR_MS = 5000;

function storeApi(owner: ChatOwner): ChatStoreApi {
  // A member is known by the bearer token the client adds; a guest by the guest id.
  const uploader = { guestId: owner.userId ? null : owner.guestId };
  return {
    history: chatApi.history,
    send: chatApi.send,
    markRead: chatApi.markRead,
    upload: (kind, file, onProgress) =>
      kind === 'image'
        ? chatApi.uploadImage(file, uploader, { onProgress })
        : chatApi.uploadVideo(file, uploader, { onProgress }),
  };
}

/**
 * One chat session for as long as the panel is mounted: the store, and the socket when the
 * build has a chat URL (`PUBLIC_CHAT_URL`) and the room prefix is known. Both end when the
 * panel unmounts: leaving the contact screen, or the member logging out (the member routes
 * unmount). The store does not wait for the prefix, so messages typed while the chat
 * cannot reach the server go to the outbox all the same. Without a socket, the monitor
 * reads the newest messages every 5 s instead.
 */
export interface ChatSession {
  store: ChatStore | null;
  /** The chat's configuration could not be read (the socket waits for it). */
  failed: boolean;
  retry: () => void;
}

const socketUrl = () => chatSocketUrl(import.meta.env.PUBLIC_CHAT_URL, window.location.origin);

export function useChatSession(owner: ChatOwner | null): ChatSession {
  const token = useToken();
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const config = useSWR(chatPaths.config, () => unwrap(chatApi.config()));
  const prefix = config.data?.PREFIX;
  const retryConfig = config.mutate;
  const [store, setStore] = useState<ChatStore | null>(null);
  // The owner is a new object whenever the wallet reloads: the session follows its key.
  const ownerRef = useRef(owner);
  ownerRef.current = owner;
  const key = owner ? ownerKey(owner) : null;

  useEffect(() => {
    const current = ownerRef.current;
    if (!key || !current) return;
    const chat = new ChatStore({
      owner: current,
      api: storeApi(current),
      outbox: localOutbox(),
      newId: () => crypto.randomUUID(),
    });
    setStore(chat);
    void chat.start();
    const withSocket = socketUrl() !== null;
    const deviceState = () => chat.setConnection(navigator.onLine ? 'online' : 'offline');
    if (!withSocket) deviceState();
    const monitor = setInterval(() => {
      chat.tick();
      if (!withSocket && navigator.onLine) void chat.resync();
    }, MONITOR_MS);
    const online = () => {
      if (!withSocket) deviceState();
      chat.tick();
    };
    const offline = () => {
      if (!withSocket) deviceState();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      clearInterval(monitor);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      chat.dispose();
      setStore(null);
    };
  }, [key]);

  useEffect(() => {
    const url = socketUrl();
    const current = ownerRef.current;
    if (!store || !url || !current) return;
    if (prefix === undefined) {
      // No room name yet: ask again with the monitor (SWR gives up after a few tries).
      const again = setInterval(() => void retryConfig(), MONITOR_MS);
      return () => clearInterval(again);
    }
    const socket = openChatSocket({
      url,
      room: `${prefix}${current.userId ?? current.guestId}`,
      getToken: () => tokenRef.current,
      onMessage: store.receive,
      onConnection: (connection) => store.setConnection(connection),
      onJoined: () => void store.resync(),
      monitorMs: MONITOR_MS,
    });
    const online = () => socket.check();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      socket.close();
    };
  }, [store, prefix, retryConfig]);

  return {
    store,
    failed: config.error !== undefined && prefix === undefined,
    retry: () => void config.mutate(),
  };
}
