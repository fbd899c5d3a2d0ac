// @vitest-environment jsdom
import {
  addEntry,
  entriesOf,
  localOutbox,
  markFailed,
  markQueued,
  nextToSend,
  type OutboxEntry,
  ownerKey,
  parseOutbox,
  removeEntry,
} from './outbox';

const entry = (clientId: string, owner = 'guest:g1', queuedAt = 1): OutboxEntry => ({
  clientId,
  owner,
  queuedAt,
  conversation: {
    clientId,
    sender: 'customer',
    message: { message_type: 'text', payload: { message: clientId } },
    userId: null,
    guestId: 'g1',
    username: null,
    name: null,
    deviceToken: null,
    session_id: 's1',
  },
});

describe('outbox', () => {
  afterEach(() => localStorage.clear());

  it('keeps entries in typed order; removes, fails and re-queues by client id', () => {
    let list = addEntry([], entry('a'));
    list = addEntry(list, entry('b'));
    list = addEntry(list, entry('c'));
    expect(list.map((e) => e.clientId)).toEqual(['a', 'b', 'c']);
    list = markFailed(list, 'a', 'KEY_INVALID');
    expect(nextToSend(list, 'guest:g1')?.clientId).toBe('b');
    list = removeEntry(list, 'b');
    list = markQueued(list, 'a');
    expect(list[0]).not.toHaveProperty('failed');
    expect(nextToSend(list, 'guest:g1')?.clientId).toBe('a');
    // Adding an entry twice keeps one.
    expect(addEntry(list, entry('c')).map((e) => e.clientId)).toEqual(['a', 'c']);
  });

  it("never hands out another player's entries", () => {
    const list = [entry('a', 'member:m1'), entry('b', 'guest:g1'), entry('c', 'member:m1')];
    expect(entriesOf(list, 'member:m1').map((e) => e.clientId)).toEqual(['a', 'c']);
    expect(nextToSend(list, 'member:m2')).toBeUndefined();
    expect(ownerKey({ userId: 'm1', guestId: null })).toBe('member:m1');
    expect(ownerKey({ userId: null, guestId: 'g1' })).toBe('guest:g1');
  });

  it('reads back what it stored, and drops anything unreadable', () => {
    const list = [entry('a'), entry('b')];
    expect(parseOutbox(JSON.stringify(list))).toEqual(list);
    expect(parseOutbox(null)).toEqual([]);
    expect(parseOutbox('{not json')).toEqual([]);
    expect(parseOutbox('{"a":1}')).toEqual([]);
    const broken = { ...entry('x'), conversation: { ...entry('x').conversation, clientId: 'y' } };
    expect(parseOutbox(JSON.stringify([broken, entry('a'), 42, null]))).toEqual([entry('a')]);
  });

  it('survives a reload: localStorage chatOutbox holds the entries', () => {
    const first = localOutbox();
    first.update((list) => addEntry(list, entry('a')));
    first.update((list) => addEntry(list, entry('b')));
    expect(JSON.parse(localStorage.getItem('chatOutbox') ?? '[]')).toHaveLength(2);
    // A new page (or another tab) reads the same list and keeps the other's entries.
    const second = localOutbox();
    expect(second.read().map((e) => e.clientId)).toEqual(['a', 'b']);
    first.update((list) => addEntry(list, entry('c')));
    second.update((list) => removeEntry(list, 'a'));
    expect(
      localOutbox()
        .read()
        .map((e) => e.clientId),
    ).toEqual(['b', 'c']);
  });

  it('keeps working in memory when storage refuses to write', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const outbox = localOutbox();
      outbox.update((list) => addEntry(list, entry('a')));
      expect(outbox.read().map((e) => e.clientId)).toEqual(['a']);
    } finally {
      setItem.mockRestore();
    }
  });
});
