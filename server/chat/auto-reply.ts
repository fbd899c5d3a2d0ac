import type { ChatButton, ChatGenericCard, ChatMessage } from '../../src/api/types';

/**
 * The sandbox's stand-in for a support agent, so that a person trying the widget sees a
 * conversation with every message type: a greeting with quick replies, then buttons, a
 * media message and a generic card, in turn; keywords and postbacks pick one directly.
 */
const QUICK_REPLIES: ChatButton[] = [
  { title: 'How to deposit', type: 'postback', payload: 'DEPOSIT' },
  { title: 'Promotions', type: 'postback', payload: 'PROMO' },
  { title: 'Show a picture', type: 'postback', payload: 'PICTURE' },
  { title: 'Menu', type: 'postback', payload: 'MENU' },
];

const BUTTONS: ChatButton[] = [
  { title: 'Open our website', type: 'web', payload: 'https://example.com/' },
  { title: 'Call support', type: 'call', payload: '+6621234567' },
  { title: 'See promotions', type: 'postback', payload: 'PROMO' },
  { title: 'Thank you', type: 'message', payload: 'Thank you' },
];

const CARDS: ChatGenericCard[] = [
  {
    image_url: '/api/media/banners/promo-1.svg',
    title: 'Welcome 100',
    subtitle: 'Use code WELCOME100 on the bonus screen for 100 baht free credit.',
    buttons: [{ title: 'How to use it', type: 'postback', payload: 'DEPOSIT' }],
  },
  {
    image_url: '/api/media/banners/promo-2.svg',
    title: 'Lucky wheel',
    subtitle: 'Every deposit of 100 baht earns a coin for the lucky wheel.',
    buttons: [{ title: 'Open the website', type: 'web', payload: 'https://example.com/spin' }],
  },
];

const text = (message: string): ChatMessage => ({ message_type: 'text', payload: { message } });

const quickReplies = (): ChatMessage => ({
  message_type: 'quick_replies',
  payload: { message: 'Hello! This is the sandbox support bot. How can we help you?' },
  payloads: QUICK_REPLIES,
});

const buttons = (): ChatMessage => ({
  message_type: 'buttons',
  payload: { message: 'Here is what I can do for you:', buttons: BUTTONS },
  payloads: BUTTONS,
});

const media = (): ChatMessage => ({
  message_type: 'media',
  payload: {
    message: 'Our promotion poster',
    url: true,
    fileType: 'image',
    filePath: '/api/media/chat/poster.svg',
    name: 'poster.svg',
  },
});

const generic = (): ChatMessage => ({
  message_type: 'generic',
  payload: { message: 'Current promotions' },
  payloads: CARDS,
});

function byKeyword(word: string): ChatMessage[] | null {
  const key = word.trim().toUpperCase();
  if (key === 'DEPOSIT' || key.includes('DEPOSIT')) {
    return [
      text(
        'Open Deposit on the home screen, transfer from your registered bank account, and the wallet is credited within 1 minute.',
      ),
    ];
  }
  if (key === 'PROMO' || key.includes('PROMOTION')) return [generic()];
  if (key === 'PICTURE' || key.includes('IMAGE') || key.includes('PICTURE')) return [media()];
  if (key === 'MENU' || key === 'HELP') return [buttons()];
  return null;
}

/** Replies to the customer's `count`-th message in the room (1 for the first). */
export function autoReplies(message: ChatMessage, count: number): ChatMessage[] {
  if (message.message_type === 'media') {
    return [text(`Thanks, we received your ${message.payload.fileType ?? 'file'}.`)];
  }
  const word = message.payload.message ?? '';
  const picked = word ? byKeyword(word) : null;
  if (picked) return picked;
  switch (count) {
    case 1:
      return [quickReplies()];
    case 2:
      return [buttons()];
    case 3:
      return [media()];
    case 4:
      return [generic()];
    default:
      return count % 5 === 0
        ? [quickReplies()]
        : [text('Thanks for your message. A staff member will answer soon. (sandbox)')];
  }
}
