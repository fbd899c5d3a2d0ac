import type { ChatItem } from './chat-item';

/**
 * The history as rows (docs/product.md#chat, "Separators"): a date header before the
 * first message and wherever the day changes, a separator where `session_id` changes
 * between two messages. `dayOf` gives a message's day as text (the device's day by
 * default in the view), so the function stays pure.
 */
export type ChatRow =
  | { kind: 'date'; key: string; day: string }
  | { kind: 'session'; key: string }
  | { kind: 'message'; key: string; item: ChatItem };

export function groupRows(items: readonly ChatItem[], dayOf: (iso: string) => string): ChatRow[] {
  const rows: ChatRow[] = [];
  let previous: ChatItem | null = null;
  // Each message's day is worked out once (a time-zone conversion), not again as the next
  // one's predecessor: the rows are rebuilt whenever a message arrives or changes status.
  let previousDay: string | null = null;
  for (const item of items) {
    const day = dayOf(item.conversation.createdAt);
    if (day !== previousDay) {
      rows.push({ kind: 'date', key: `date:${item.key}`, day });
    }
    if (previous && previous.conversation.session_id !== item.conversation.session_id) {
      rows.push({ kind: 'session', key: `session:${item.key}` });
    }
    rows.push({ kind: 'message', key: item.key, item });
    previous = item;
    previousDay = day;
  }
  return rows;
}
