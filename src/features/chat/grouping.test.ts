import type { ChatConversation } from '../../api';
import type { ChatItem } from './chat-item';
import { groupRows } from './grouping';

const item = (key: string, createdAt: string, session = 's1'): ChatItem => {
  const conversation: ChatConversation = {
    _id: key,
    sender: 'admin',
    message: { message_type: 'text', payload: { message: key } },
    userId: null,
    guestId: 'g',
    username: null,
    name: null,
    deviceToken: null,
    createdAt,
    session_id: session,
  };
  return { key, conversation, confirmed: true };
};

const utcDay = (iso: string) => iso.slice(0, 10);
const shape = (rows: ReturnType<typeof groupRows>) =>
  rows.map((row) =>
    row.kind === 'date' ? `date ${row.day}` : row.kind === 'session' ? 'session' : row.key,
  );

describe('groupRows', () => {
  it('is empty for no messages', () => {
    expect(groupRows([], utcDay)).toEqual([]);
  });

  it('puts a date header first and where the day changes', () => {
    const rows = groupRows(
      [
        item('a', '2024-05-01T09:00:00.000Z'),
        item('b', '2024-05-01T23:59:59.999Z'),
        item('c', '2024-05-02T00:00:00.000Z'),
        item('d', '2024-05-04T08:00:00.000Z'),
      ],
      utcDay,
    );
    expect(shape(rows)).toEqual([
      'date 2024-05-01',
      'a',
      'b',
      'date 2024-05-02',
      'c',
      'date 2024-05-04',
      'd',
    ]);
  });

  it('puts a separator where the session changes, not before the first message', () => {
    const rows = groupRows(
      [
        item('a', '2024-05-01T09:00:00.000Z', 's1'),
        item('b', '2024-05-01T09:01:00.000Z', 's2'),
        item('c', '2024-05-01T09:02:00.000Z', 's2'),
        item('d', '2024-05-02T09:00:00.000Z', 's3'),
        item('e', '2024-05-02T09:01:00.000Z', 's1'),
      ],
      utcDay,
    );
    expect(shape(rows)).toEqual([
      'date 2024-05-01',
      'a',
      'session',
      'b',
      'c',
      'date 2024-05-02',
      'session',
      'd',
      'session',
      'e',
    ]);
  });

  it('uses the given day function (the device time zone in the view)', () => {
    const bangkok = (iso: string) =>
      new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 10);
    const rows = groupRows(
      [item('a', '2024-05-01T16:00:00.000Z'), item('b', '2024-05-01T17:30:00.000Z')],
      bangkok,
    );
    expect(shape(rows)).toEqual(['date 2024-05-01', 'a', 'date 2024-05-02', 'b']);
  });

  it('gives every row a unique key', () => {
    const rows = groupRows(
      [item('a', '2024-05-01T09:00:00.000Z', 's1'), item('b', '2024-05-02T09:00:00.000Z', 's2')],
      utcDay,
    );
    const keys = rows.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
