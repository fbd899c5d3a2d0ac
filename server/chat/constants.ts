/** Room names are PREFIX + member id, or PREFIX + guest id (docs/product.md#chat). */
export const CHAT_PREFIX = 'sandbox-chat-';

export const CHAT_TEXT_MAX = 2000;
export const CHAT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_VIDEO_MAX_BYTES = 20 * 1024 * 1024;

export function roomOf(userId: string | null, guestId: string | null): string | null {
  const id = userId ?? guestId;
  return id ? `${CHAT_PREFIX}${id}` : null;
}
