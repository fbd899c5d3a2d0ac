import type { ChatItem } from './chat-item';
import { confirmSent, mergeServer, overlaps, serverCount } from './merge';
import { localItem, serverMessage } from './test-messages';

const texts = (items: readonly ChatItem[]) =>
  items.map((item) => item.conversation.message.payload.message);
const T = (minute: number) => `2024-05-01T09:${String(minute).padStart(2, '0')}:00.000Z`;

describe('mergeServer', () => {
  it('orders server messages oldest first and adds each once, whatever the order they come in', () => {
    const a = serverMessage('a', 'one', T(1));
    const b = serverMessage('b', 'two', T(2));
    const c = serverMessage('c', 'three', T(3));
    const first = mergeServer([], [c, b]);
    const second = mergeServer(first.items, [a, b, c, a]);
    expect(texts(second.items)).toEqual(['one', 'two', 'three']);
    expect(second.added.map((m) => m._id)).toEqual(['a']);
  });

  it("replaces a local copy with the server's copy by client id, keeping its key", () => {
    const local = localItem('c-1', 'hi');
    const echo = serverMessage('s-1', 'hi', T(5), { sender: 'customer', clientId: 'c-1' });
    const { items, added } = mergeServer([local], [echo]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: 'c-1',
      confirmed: true,
      status: 'succeed',
      conversation: { _id: 's-1', createdAt: T(5) },
    });
    expect(added).toEqual([]);
  });

  it('the send answer first, then the socket copy: still one message', () => {
    const afterAnswer = confirmSent([localItem('c-1', 'hi')], 'c-1', T(5));
    expect(afterAnswer[0]).toMatchObject({ confirmed: true, status: 'succeed' });
    const echo = serverMessage('s-1', 'hi', T(5), { sender: 'customer', clientId: 'c-1' });
    const { items } = mergeServer(afterAnswer, [echo]);
    expect(items).toHaveLength(1);
    expect(items[0]?.conversation._id).toBe('s-1');
    // And an answer arriving after the socket copy changes nothing.
    expect(confirmSent(items, 'c-1', T(5))).toEqual(items);
  });

  it('without client ids from the backend: by sender and text for a copy on its way', () => {
    const pending = [localItem('c-1', 'same'), localItem('c-2', 'same')];
    const first = serverMessage('s-1', 'same', T(1), { sender: 'customer' });
    const second = serverMessage('s-2', 'same', T(2), { sender: 'customer' });
    const { items } = mergeServer(pending, [first, second]);
    expect(items.map((item) => [item.key, item.conversation._id])).toEqual([
      ['c-1', 's-1'],
      ['c-2', 's-2'],
    ]);
  });

  it('without client ids: by createdAt, sender and text once the send answered', () => {
    const confirmed = confirmSent([localItem('c-1', 'hi')], 'c-1', T(5));
    const copy = serverMessage('s-1', 'hi', T(5), { sender: 'customer' });
    expect(mergeServer(confirmed, [copy]).items).toHaveLength(1);
    // The same words at another time are another message.
    const later = serverMessage('s-2', 'hi', T(6), { sender: 'customer' });
    expect(texts(mergeServer(confirmed, [copy, later]).items)).toEqual(['hi', 'hi']);
  });

  it("never takes another device's message (another client id) for a local copy", () => {
    const pending = [localItem('c-1', 'hi')];
    const otherTab = serverMessage('s-9', 'hi', T(1), { sender: 'customer', clientId: 'c-9' });
    const { items, added } = mergeServer(pending, [otherTab]);
    expect(items.map((item) => item.key)).toEqual(['s-9', 'c-1']);
    expect(items[1]?.confirmed).toBe(false);
    expect(added).toHaveLength(1);
  });

  it("never takes an agent's message for the player's copy", () => {
    const { items } = mergeServer([localItem('c-1', 'hi')], [serverMessage('s-1', 'hi', T(1))]);
    expect(items).toHaveLength(2);
  });

  it('after a reconnect: what was missed and what was queued, each once, in server order', () => {
    const held = mergeServer(
      [],
      [
        serverMessage('a', 'before', T(1)),
        serverMessage('b', 'me before', T(2), { sender: 'customer' }),
      ],
    ).items;
    // Two typed while offline; the socket copy of the second arrived before the resync.
    const offline = [
      ...held,
      localItem('c-1', 'first offline'),
      localItem('c-2', 'second offline'),
    ];
    const echo2 = serverMessage('y', 'second offline', T(5), {
      sender: 'customer',
      clientId: 'c-2',
    });
    const withEcho = mergeServer(offline, [echo2]).items;
    // The resync page: newest first, overlapping what is held.
    const page = [
      serverMessage('r', 'auto reply', T(6)),
      echo2,
      serverMessage('x', 'first offline', T(4), { sender: 'customer', clientId: 'c-1' }),
      serverMessage('s', 'support while offline', T(3)),
      serverMessage('b', 'me before', T(2), { sender: 'customer' }),
    ];
    const { items } = mergeServer(withEcho, [...page].reverse());
    expect(texts(items)).toEqual([
      'before',
      'me before',
      'support while offline',
      'first offline',
      'second offline',
      'auto reply',
    ]);
    expect(items.every((item) => item.confirmed)).toBe(true);
    expect(items.filter((item) => item.status === 'succeed').map((item) => item.key)).toEqual([
      'c-1',
      'c-2',
    ]);
  });

  it('keeps copies still on their way after every confirmed message, in typed order', () => {
    const { items } = mergeServer(
      [localItem('c-2', 'second'), localItem('c-1', 'first')],
      [serverMessage('a', 'agent', T(9))],
    );
    expect(items.map((item) => item.key)).toEqual(['a', 'c-2', 'c-1']);
  });
});

describe('overlaps and serverCount', () => {
  it('tell the resync where to stop and older pages where to start', () => {
    const { items } = mergeServer(
      [localItem('c-1', 'waiting')],
      [serverMessage('a', 'one', T(1)), serverMessage('b', 'two', T(2))],
    );
    expect(serverCount(items)).toBe(2);
    expect(overlaps(items, [serverMessage('z', 'new', T(3))])).toBe(false);
    expect(
      overlaps(items, [serverMessage('z', 'new', T(3)), serverMessage('b', 'two', T(2))]),
    ).toBe(true);
    // A local copy still on its way is not on the server: no overlap through it.
    expect(overlaps(items, [serverMessage('q', 'waiting', T(4), { sender: 'customer' })])).toBe(
      false,
    );
  });
});

describe('mergeServer without news', () => {
  it('gives back the same list when every message was already held', () => {
    const { items } = mergeServer(
      [],
      [serverMessage('a', 'one', T(1)), serverMessage('b', 'two', T(2))],
    );
    const again = mergeServer(items, [
      serverMessage('b', 'two', T(2)),
      serverMessage('a', 'one', T(1)),
    ]);
    expect(again.items).toBe(items);
    expect(again.added).toEqual([]);
  });
});
