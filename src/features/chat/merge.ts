import type { ChatConversation } from '../../api';
import type { ChatItem } from './chat-item';

/**
 * Merging the server's messages into what the screen holds, so that nothing is shown
 * twice and nothing is lost (docs/product.md#chat): the socket, a history page, the
 * resync after a reconnect and the answer to a send may all bring the same message, in
 * any order. A message is the same as one held when:
 * 1. both have a server id (`_id`): the ids are equal;
 * 2. else both have a client id: the client ids are equal (the sandbox echoes them);
 * 3. else (a backend that echoes no client id) by sender and content, and the server's
 *    `createdAt` for a message the server already confirmed; a local copy still on its
 *    way matches the first server copy of the same text.
 * A local copy is replaced by the server's, keeping its key, never shown beside it.
 */
function contentOf(conversation: ChatConversation): string {
  const { message_type, payload } = conversation.message;
  return `${message_type}\u0000${payload.message ?? ''}\u0000${payload.filePath ?? ''}`;
}

function strictMatch(item: ChatItem, incoming: ChatConversation): boolean | null {
  const held = item.conversation;
  if (held._id && incoming._id) return held._id === incoming._id;
  if (held.clientId && incoming.clientId) return held.clientId === incoming.clientId;
  return null;
}

function looseMatch(item: ChatItem, incoming: ChatConversation): boolean {
  const held = item.conversation;
  if (held.sender !== incoming.sender || contentOf(held) !== contentOf(incoming)) return false;
  // A copy still on its way has no server time yet; anything else must be the same moment.
  return item.confirmed ? held.createdAt === incoming.createdAt : !incoming.clientId;
}

/** Where `incoming` is already held, or -1. Exact ids first, so a loose match never wins over one. */
export function findHeld(items: readonly ChatItem[], incoming: ChatConversation): number {
  let loose = -1;
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index] as ChatItem;
    const strict = strictMatch(item, incoming);
    if (strict === true) return index;
    if (strict === null && loose === -1 && looseMatch(item, incoming)) loose = index;
  }
  return loose;
}

function timeOf(item: ChatItem): number {
  const time = Date.parse(item.conversation.createdAt);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * Confirmed messages in server time (a stable sort keeps the server's order on equal
 * times), then the local copies still on their way, in the order they were typed.
 */
export function ordered(items: readonly ChatItem[]): ChatItem[] {
  const confirmed = items.filter((item) => item.confirmed).sort((a, b) => timeOf(a) - timeOf(b));
  return [...confirmed, ...items.filter((item) => !item.confirmed)];
}

function keyOf(conversation: ChatConversation): string {
  return (
    conversation._id ??
    conversation.clientId ??
    `${conversation.createdAt}|${conversation.sender}|${contentOf(conversation)}`
  );
}

export interface MergeResult {
  items: ChatItem[];
  /** The messages that were not held before (for the unread count). */
  added: ChatConversation[];
}

/** Merges server messages (any order, duplicates allowed) into the held items. */
export function mergeServer(
  items: readonly ChatItem[],
  incoming: readonly ChatConversation[],
): MergeResult {
  const next = [...items];
  const added: ChatConversation[] = [];
  let changed = false;
  for (const conversation of incoming) {
    const index = findHeld(next, conversation);
    if (index === -1) {
      next.push({ key: keyOf(conversation), conversation, confirmed: true });
      added.push(conversation);
      changed = true;
      continue;
    }
    const held = next[index] as ChatItem;
    // The same server copy again (a resync page, an overlap): nothing to change.
    if (held.confirmed && held.conversation._id && held.conversation._id === conversation._id) {
      if (!held.status || held.status === 'succeed') continue;
    }
    changed = true;
    next[index] = {
      key: held.key,
      conversation: {
        ...conversation,
        clientId: conversation.clientId ?? held.conversation.clientId,
      },
      confirmed: true,
      ...(held.status ? { status: 'succeed' as const } : {}),
    };
  }
  // Unchanged, the same array: the view does not render again for nothing.
  return { items: changed ? ordered(next) : (items as ChatItem[]), added };
}

/** The answer to a send: the local copy is on the server, at `createdAt`. */
export function confirmSent(
  items: readonly ChatItem[],
  clientId: string,
  createdAt: string,
): ChatItem[] {
  return ordered(
    items.map((item) => {
      if (item.key !== clientId) return item;
      if (item.confirmed) return item.status === 'succeed' ? item : { ...item, status: 'succeed' };
      return {
        key: item.key,
        conversation: { ...item.conversation, createdAt },
        confirmed: true,
        status: 'succeed',
      };
    }),
  );
}

/** Does a page of server messages touch what is held (the resync can stop paging)? */
export function overlaps(items: readonly ChatItem[], page: readonly ChatConversation[]): boolean {
  const confirmed = items.filter((item) => item.confirmed);
  return page.some((conversation) => findHeld(confirmed, conversation) !== -1);
}

/** How many of the held messages the server has: the `skip` of the next older page. */
export function serverCount(items: readonly ChatItem[]): number {
  return items.filter((item) => item.confirmed).length;
}
