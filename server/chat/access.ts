import type { Sandbox } from '../context';
import type { UserRow } from '../db/rows';
import { memberOfToken } from '../lib/auth';
import { countRequest } from '../lib/client-limits';
import { CHAT_PREFIX } from './constants';

/**
 * Whose chat a request or a socket may touch (docs/api.md#chat): a member's room only
 * with that member's token; a guest's room by its guest id, which is a UUID the wallet
 * generated and can never be a member's id (member ids are 24 hex digits, and a guest id
 * equal to any member's id is refused as well, whatever the id scheme).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isGuestIdShape(id: string): boolean {
  return UUID.test(id);
}

function isMemberId(sandbox: Sandbox, id: string): boolean {
  return (
    sandbox.db.prepare<[string], { id: string }>('SELECT id FROM users WHERE id = ?').get(id) !==
    undefined
  );
}

/** A usable guest id: a UUID that names no member. */
export function isGuestId(sandbox: Sandbox, id: string): boolean {
  return isGuestIdShape(id) && !isMemberId(sandbox, id);
}

/**
 * Records that the chat has seen this guest (only seen guests may upload). A guest id is
 * made by the client, so one address could bring any number: each id new to the chat
 * counts against the address that brought it (`guestsPerAddress`, 429 REQUEST_LIMIT).
 */
export function rememberGuest(sandbox: Sandbox, guestId: string, address: string): void {
  const known = sandbox.db
    .prepare<[string], { id: string }>('SELECT id FROM chat_guests WHERE id = ?')
    .get(guestId);
  if (known) return;
  const limit = sandbox.clientLimits.guestsPerAddress;
  countRequest(sandbox, `guest-address:${address}`, limit, 'REQUEST_LIMIT');
  sandbox.db
    .prepare('INSERT OR IGNORE INTO chat_guests (id, seen_at) VALUES (?, ?)')
    .run(guestId, sandbox.now());
}

export function isKnownGuest(sandbox: Sandbox, guestId: string): boolean {
  if (!isGuestId(sandbox, guestId)) return false;
  return (
    sandbox.db
      .prepare<[string], { id: string }>('SELECT id FROM chat_guests WHERE id = ?')
      .get(guestId) !== undefined
  );
}

export type RoomOwner = { userId: string; guestId: null } | { userId: null; guestId: string };

/** The owner named by a room (PREFIX + member id or guest id), or null for any other name. */
export function ownerOfRoom(sandbox: Sandbox, room: unknown): RoomOwner | null {
  if (typeof room !== 'string' || !room.startsWith(CHAT_PREFIX) || room.length > 200) return null;
  const id = room.slice(CHAT_PREFIX.length);
  if (isMemberId(sandbox, id)) return { userId: id, guestId: null };
  if (isGuestIdShape(id)) return { userId: null, guestId: id };
  return null;
}

/**
 * May a socket holding `token` (its handshake `auth.token`, if any) join `room`? `address`
 * is the socket's client address (a guest new to the chat counts against it).
 */
export function mayJoin(sandbox: Sandbox, room: unknown, token: unknown, address: string): boolean {
  const owner = ownerOfRoom(sandbox, room);
  if (!owner) return false;
  if (owner.guestId !== null) {
    try {
      rememberGuest(sandbox, owner.guestId, address);
    } catch {
      return false; // over the address's new guests
    }
    return true;
  }
  const member: UserRow | null = memberOfToken(sandbox, token);
  return member?.id === owner.userId;
}
