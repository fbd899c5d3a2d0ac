import type { ChatConversation } from '../../api';

/**
 * What the player sees of a message they sent from this device (docs/product.md#chat):
 * `queued` waits for the connection (kept in the outbox), `uploading_file` is an
 * attachment going up, `sending` is on its way, `succeed` the server has it, `failed` the
 * server refused it (a retry is offered).
 */
export type ChatStatus = 'queued' | 'uploading_file' | 'sending' | 'succeed' | 'failed';

/** One message of the history, the player's own local copies included. */
export interface ChatItem {
  /**
   * Stable for the life of the message on screen: the client id of a message sent from
   * here (kept when the server's copy replaces the local one, so nothing re-mounts), else
   * the server's id.
   */
  key: string;
  conversation: ChatConversation;
  /** The server has it (from the history, the socket or the send's answer). */
  confirmed: boolean;
  /** Only for messages sent from this device. */
  status?: ChatStatus;
  /** Upload progress, 0 to 1, while `uploading_file`. */
  progress?: number;
  /** Why it failed (an error code), for `failed`. */
  error?: string;
}

export const isCustomer = (conversation: ChatConversation) => conversation.sender === 'customer';
