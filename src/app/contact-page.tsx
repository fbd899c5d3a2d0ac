import { ChatLauncher } from '../features/chat/chat-launcher';
import { ContactScreen } from '../features/public/contact-screen';

/**
 * The contact screen with the live chat (docs/product.md#how-to-and-contact): the public
 * feature's screen, given the chat feature's floating button. This chunk loads with the
 * route, with the chat's texts (the `chat` message part); the chat panel itself, socket.io-client
 * included, loads only when the button is first pressed.
 */
export function GuestContactPage() {
  return <ContactScreen liveChat={<ChatLauncher mode="guest" />} />;
}

export function MemberContactPage() {
  return <ContactScreen liveChat={<ChatLauncher mode="member" />} />;
}
