import type { Locale } from '../../brands/types';
import type { ChatButton, ChatGenericCard, ChatMessage } from '../../src/api/types';
import type { Localized } from '../fixtures/localized';

/**
 * The sandbox's stand-in for a support agent, so that a person trying the widget sees a
 * conversation with every message type: a greeting with quick replies, then buttons, a
 * media message and a generic card, in turn; keywords and postbacks pick one directly. It
 * answers in the player's language, as an agent on a Thai or Lao site would.
 */
type Say = Localized;
const say = (en: string, th: string, la: string): Say => ({ en, th, la });

/** The bot's texts in each interface language (the e2e tests read them too). */
export const BOT_TEXTS = {
  howToDeposit: say('How to deposit', 'วิธีฝากเงิน', 'ວິທີຝາກເງິນ'),
  promotions: say('Promotions', 'โปรโมชั่น', 'ໂປຣໂມຊັນ'),
  showPicture: say('Show a picture', 'ขอดูรูป', 'ຂໍເບິ່ງຮູບ'),
  menu: say('Menu', 'เมนู', 'ເມນູ'),
  website: say('Open our website', 'เปิดเว็บไซต์ของเรา', 'ເປີດເວັບໄຊຂອງພວກເຮົາ'),
  call: say('Call support', 'โทรหาฝ่ายบริการ', 'ໂທຫາຝ່າຍບໍລິການ'),
  seePromotions: say('See promotions', 'ดูโปรโมชั่น', 'ເບິ່ງໂປຣໂມຊັນ'),
  thanks: say('Thank you', 'ขอบคุณ', 'ຂອບໃຈ'),
  greeting: say(
    'Hello! This is the sandbox support bot. How can we help you?',
    'สวัสดีค่ะ นี่คือบอตฝ่ายบริการของแซนด์บ็อกซ์ ให้เราช่วยอะไรดีคะ',
    'ສະບາຍດີ! ນີ້ແມ່ນບອດຝ່າຍບໍລິການຂອງແຊນບັອກ. ໃຫ້ພວກເຮົາຊ່ວຍຫຍັງດີ?',
  ),
  canDo: say('Here is what I can do for you:', 'นี่คือสิ่งที่เราช่วยได้:', 'ນີ້ແມ່ນສິ່ງທີ່ພວກເຮົາຊ່ວຍໄດ້:'),
  poster: say('Our promotion poster', 'โปสเตอร์โปรโมชั่นของเรา', 'ໂປສເຕີໂປຣໂມຊັນຂອງພວກເຮົາ'),
  current: say('Current promotions', 'โปรโมชั่นตอนนี้', 'ໂປຣໂມຊັນຕອນນີ້'),
  welcomeSub: say(
    'Use code WELCOME100 on the bonus screen for 100 free credit.',
    'ใช้โค้ด WELCOME100 ที่หน้าโบนัส รับเครดิตฟรี 100',
    'ໃຊ້ລະຫັດ WELCOME100 ຢູ່ໜ້າໂບນັດ ຮັບເຄຣດິດຟຣີ 100',
  ),
  howToUse: say('How to use it', 'วิธีใช้', 'ວິທີໃຊ້'),
  wheel: say('Lucky wheel', 'วงล้อนำโชค', 'ວົງລໍ້ນຳໂຊກ'),
  wheelSub: say(
    'Every deposit of 100 earns a coin for the lucky wheel.',
    'ฝากทุก 100 รับ 1 เหรียญหมุนวงล้อนำโชค',
    'ຝາກທຸກ 100 ຮັບ 1 ຫຼຽນໝຸນວົງລໍ້ນຳໂຊກ',
  ),
  openSite: say('Open the website', 'เปิดเว็บไซต์', 'ເປີດເວັບໄຊ'),
  deposit: say(
    'Open Deposit on the home screen, transfer from your registered bank account, and the wallet is credited within 1 minute.',
    'เปิด "ฝากเงิน" ที่หน้าแรก โอนจากบัญชีธนาคารที่ลงทะเบียนไว้ เงินจะเข้ากระเป๋าภายใน 1 นาที',
    'ເປີດ "ຝາກເງິນ" ຢູ່ໜ້າຫຼັກ ໂອນຈາກບັນຊີທະນາຄານທີ່ລົງທະບຽນໄວ້ ເງິນຈະເຂົ້າກະເປົາພາຍໃນ 1 ນາທີ',
  ),
  received: {
    image: say('Thanks, we received your image.', 'ขอบคุณค่ะ ได้รับรูปภาพแล้ว', 'ຂອບໃຈ, ໄດ້ຮັບຮູບພາບແລ້ວ.'),
    video: say('Thanks, we received your video.', 'ขอบคุณค่ะ ได้รับวิดีโอแล้ว', 'ຂອບໃຈ, ໄດ້ຮັບວິດີໂອແລ້ວ.'),
    file: say('Thanks, we received your file.', 'ขอบคุณค่ะ ได้รับไฟล์แล้ว', 'ຂອບໃຈ, ໄດ້ຮັບໄຟລ໌ແລ້ວ.'),
  },
  later: say(
    'Thanks for your message. A staff member will answer soon. (sandbox)',
    'ขอบคุณสำหรับข้อความ เจ้าหน้าที่จะตอบกลับเร็วๆ นี้ (แซนด์บ็อกซ์)',
    'ຂອບໃຈສຳລັບຂໍ້ຄວາມ. ພະນັກງານຈະຕອບກັບໄວໆນີ້ (ແຊນບັອກ)',
  ),
} as const;

const quickReplyButtons = (l: Locale): ChatButton[] => [
  { title: BOT_TEXTS.howToDeposit[l], type: 'postback', payload: 'DEPOSIT' },
  { title: BOT_TEXTS.promotions[l], type: 'postback', payload: 'PROMO' },
  { title: BOT_TEXTS.showPicture[l], type: 'postback', payload: 'PICTURE' },
  { title: BOT_TEXTS.menu[l], type: 'postback', payload: 'MENU' },
];

const buttonList = (l: Locale): ChatButton[] => [
  { title: BOT_TEXTS.website[l], type: 'web', payload: 'https://example.com/' },
  { title: BOT_TEXTS.call[l], type: 'call', payload: '+6621234567' },
  { title: BOT_TEXTS.seePromotions[l], type: 'postback', payload: 'PROMO' },
  { title: BOT_TEXTS.thanks[l], type: 'message', payload: BOT_TEXTS.thanks[l] },
];

const cards = (l: Locale): ChatGenericCard[] => [
  {
    image_url: '/api/media/banners/promo-1.svg',
    title: 'Welcome 100',
    subtitle: BOT_TEXTS.welcomeSub[l],
    buttons: [{ title: BOT_TEXTS.howToUse[l], type: 'postback', payload: 'DEPOSIT' }],
  },
  {
    image_url: '/api/media/banners/promo-2.svg',
    title: BOT_TEXTS.wheel[l],
    subtitle: BOT_TEXTS.wheelSub[l],
    buttons: [{ title: BOT_TEXTS.openSite[l], type: 'web', payload: 'https://example.com/spin' }],
  },
];

const text = (message: string): ChatMessage => ({ message_type: 'text', payload: { message } });

const quickReplies = (l: Locale): ChatMessage => ({
  message_type: 'quick_replies',
  payload: { message: BOT_TEXTS.greeting[l] },
  payloads: quickReplyButtons(l),
});

const buttons = (l: Locale): ChatMessage => {
  const list = buttonList(l);
  return {
    message_type: 'buttons',
    payload: { message: BOT_TEXTS.canDo[l], buttons: list },
    payloads: list,
  };
};

const media = (l: Locale): ChatMessage => ({
  message_type: 'media',
  payload: {
    message: BOT_TEXTS.poster[l],
    url: true,
    fileType: 'image',
    filePath: '/api/media/chat/poster.svg',
    name: 'poster.svg',
  },
});

const generic = (l: Locale): ChatMessage => ({
  message_type: 'generic',
  payload: { message: BOT_TEXTS.current[l] },
  payloads: cards(l),
});

/** Postback payloads and words a player types, in any of the three languages. */
const has = (key: string, ...words: string[]) => words.some((word) => key.includes(word));

function byKeyword(word: string, l: Locale): ChatMessage[] | null {
  const key = word.trim().toUpperCase();
  if (has(key, 'DEPOSIT', 'ฝาก', 'ຝາກ')) return [text(BOT_TEXTS.deposit[l])];
  if (key === 'PROMO' || has(key, 'PROMOTION', 'โปร', 'ໂປຣ')) return [generic(l)];
  if (has(key, 'PICTURE', 'IMAGE', 'รูป', 'ຮູບ')) return [media(l)];
  if (key === 'MENU' || key === 'HELP' || has(key, 'เมนู', 'ເມນູ')) return [buttons(l)];
  return null;
}

/**
 * Replies to the customer's `count`-th message in the room (1 for the first), in the
 * player's language (`locale`: the request's `Accept-Language`, server/lib/language.ts).
 */
export function autoReplies(message: ChatMessage, count: number, locale: Locale): ChatMessage[] {
  if (message.message_type === 'media') {
    const kind =
      message.payload.fileType === 'image' || message.payload.fileType === 'video'
        ? message.payload.fileType
        : 'file';
    return [text(BOT_TEXTS.received[kind][locale])];
  }
  const word = message.payload.message ?? '';
  const picked = word ? byKeyword(word, locale) : null;
  if (picked) return picked;
  switch (count) {
    case 1:
      return [quickReplies(locale)];
    case 2:
      return [buttons(locale)];
    case 3:
      return [media(locale)];
    case 4:
      return [generic(locale)];
    default:
      return count % 5 === 0 ? [quickReplies(locale)] : [text(BOT_TEXTS.later[locale])];
  }
}
