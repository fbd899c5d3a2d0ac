import { readLocal, writeLocal } from '../../lib/storage';

/**
 * The guest's chat id (docs/product.md#chat, localStorage `guestId`): a UUID generated
 * once and kept, so a guest finds their conversation again. A stored value that is not a
 * UUID (an old or edited one) is replaced: the backend refuses anything else, and a guest
 * id must never be able to name a member's room.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** For the page when storage is blocked: the same id until the page closes. */
let pageGuestId: string | null = null;

export function guestId(): string {
  const stored = readLocal('guestId');
  if (stored && UUID.test(stored)) return stored;
  pageGuestId ??= crypto.randomUUID();
  writeLocal('guestId', pageGuestId);
  return pageGuestId;
}
