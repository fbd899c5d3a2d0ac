import type { ChatSendPayload } from '../../api';
import { readLocal, writeLocal } from '../../lib/storage';

/**
 * The outbox (docs/product.md#chat and #browser-storage-keys, localStorage `chatOutbox`):
 * every message the player sends is written here before it goes out and removed once the
 * server has it, so a message typed offline, or while the page reloads, is never lost.
 * Entries are sent in order, with their client id, so a resend is stored only once by a
 * backend that honours client ids (docs/api.md#chat).
 */
export type OutboxConversation = ChatSendPayload['conversation'] & { clientId: string };

export interface OutboxEntry {
  clientId: string;
  /** Whose chat: `member:<id>` or `guest:<id>`; another player's entries are never sent. */
  owner: string;
  conversation: OutboxConversation;
  /** When it was typed (epoch ms): the local copy's time until the server's arrives. */
  queuedAt: number;
  /** The code of a refusal by the server: not sent again until the player retries. */
  failed?: string;
}

export function ownerKey(owner: { userId: string | null; guestId: string | null }): string {
  return owner.userId ? `member:${owner.userId}` : `guest:${owner.guestId ?? ''}`;
}

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<OutboxEntry>;
  const conversation = entry.conversation as Partial<OutboxConversation> | undefined;
  return (
    typeof entry.clientId === 'string' &&
    typeof entry.owner === 'string' &&
    typeof entry.queuedAt === 'number' &&
    (entry.failed === undefined || typeof entry.failed === 'string') &&
    !!conversation &&
    typeof conversation === 'object' &&
    conversation.clientId === entry.clientId &&
    !!conversation.message &&
    typeof conversation.message === 'object' &&
    typeof conversation.message.message_type === 'string' &&
    !!conversation.message.payload &&
    typeof conversation.message.payload === 'object'
  );
}

/** Reads stored text; anything unreadable is dropped, never a crash. */
export function parseOutbox(raw: string | null): OutboxEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

export function addEntry(list: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  return [...list.filter((item) => item.clientId !== entry.clientId), entry];
}

export function removeEntry(list: readonly OutboxEntry[], clientId: string): OutboxEntry[] {
  return list.filter((item) => item.clientId !== clientId);
}

export function markFailed(
  list: readonly OutboxEntry[],
  clientId: string,
  code: string,
): OutboxEntry[] {
  return list.map((item) => (item.clientId === clientId ? { ...item, failed: code } : item));
}

/** A retry: the entry goes back in line where it was. */
export function markQueued(list: readonly OutboxEntry[], clientId: string): OutboxEntry[] {
  return list.map((item) => {
    if (item.clientId !== clientId) return item;
    const { failed: _failed, ...rest } = item;
    return rest;
  });
}

/** One player's entries, in the order they were typed. */
export function entriesOf(list: readonly OutboxEntry[], owner: string): OutboxEntry[] {
  return list.filter((item) => item.owner === owner);
}

/** The next entry to send for `owner`: the oldest one not refused. */
export function nextToSend(list: readonly OutboxEntry[], owner: string): OutboxEntry | undefined {
  return list.find((item) => item.owner === owner && item.failed === undefined);
}

export interface OutboxStorage {
  read(): OutboxEntry[];
  /** Read, change, write back: another tab's entries written meanwhile are kept. */
  update(change: (list: OutboxEntry[]) => OutboxEntry[]): OutboxEntry[];
}

/**
 * The outbox in localStorage. When storage refuses the write (private mode, quota), the
 * list lives in memory for the page: messages still go out, only a reload would lose them.
 */
export function localOutbox(): OutboxStorage {
  let memory: OutboxEntry[] | null = null;
  const read = () => memory ?? parseOutbox(readLocal('chatOutbox'));
  return {
    read,
    update(change) {
      const next = change(read());
      const text = JSON.stringify(next);
      writeLocal('chatOutbox', text);
      memory = readLocal('chatOutbox') === text ? null : next;
      return next;
    },
  };
}
