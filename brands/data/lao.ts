import type { SandboxBrandContent, WalletBrandData } from '../types';
import { DEMO_PASSWORD, defaults } from './defaults';

/** What the wallet of this build reads. */
export const wallet: WalletBrandData = {
  ...defaults,
  id: 'lao',
  appName: 'Lane Xang Wallet',
  defaultLocale: 'la',
  phone: { country: 'LA', length: null, placeholder: '020 XXXX XXXX' },
  currencies: ['LAK', 'BAHT'],
  recommendedBanks: [],
  // The banks a Lao player uses, listed before the Thai banks (docs/product.md#registration).
  localBanks: ['BCEL', 'LDB', 'APB', 'JDB', 'LVB', 'IDCB', 'STB', 'BIC', 'MJBL', 'PSVB'],
  // Lao relative times are missing from many Android browsers' Intl (and the test browser's).
  intlPolyfillLocales: ['lo'],
  timeZone: 'Asia/Vientiane',
  theme: {
    primary: '#c8102e',
    onPrimary: '#ffffff',
    accent: '#ffd166',
    background: '#13111a',
    surface: '#1e1a29',
    surfaceAlt: '#2a2438',
    text: '#f5f3fa',
    textMuted: '#b3abc4',
    border: '#3a3350',
    danger: '#ff7a7a',
    success: '#3ecf8e',
    dangerStrong: '#b42318',
    successStrong: '#15803d',
    warning: '#f5a524',
    fontFamily:
      "'Noto Sans Lao', 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    radius: '12px',
  },
  shell: {
    logoFile: 'assets/brand/lao-logo.svg',
    preloadFonts: ['noto-sans-lao-lao-400-normal'],
  },
};

/**
 * What only the sandbox serves and the tests read. Its own value, not a spread of `wallet`:
 * the wallet's bundle drops it whole (a production build carries no demo login).
 */
export const sandbox: SandboxBrandContent = {
  website: 'https://lao.wallet.example.com',
  contactText: {
    en: 'Our team answers around the clock, every day.',
    th: 'ติดต่อเจ้าหน้าที่ได้ตลอด 24 ชั่วโมง ทุกวัน',
    la: 'ຕິດຕໍ່ພະນັກງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ທຸກມື້.',
  },
  chatApp: { name: '@lanexangwallet', link: 'https://line.me/R/ti/p/@lanexangwallet' },
  depositAccounts: [
    // Kip at a local bank first; baht at the Thai banks.
    {
      bankCode: 'BCEL',
      accountName: 'LANE XANG WALLET',
      accountNo: '0101000123456',
      currency: 'LAK',
      mode: 'MANUAL',
    },
    {
      bankCode: 'KBANK',
      accountName: 'LANE XANG WALLET CO LTD',
      accountNo: '1408112233',
      currency: 'BAHT',
      mode: 'AUTO',
    },
    {
      bankCode: 'SCB',
      accountName: 'LANE XANG WALLET CO LTD',
      accountNo: '4071234567',
      currency: 'BAHT',
      mode: 'MANUAL',
    },
    {
      bankCode: 'GSB',
      accountName: 'LANE XANG WALLET CO LTD',
      accountNo: '020123456789',
      currency: 'BAHT',
      mode: 'MANUAL',
    },
  ],
  demo: {
    phone: '02055512345',
    password: DEMO_PASSWORD,
    name: 'Khamphone Demo',
    bankAccount: { bankCode: 'BCEL', accountName: 'KHAMPHONE DEMO', accountNo: '0101000999888' },
    currency: 'LAK',
  },
  extraDemoLogins: [
    {
      phone: '02055587654',
      password: DEMO_PASSWORD,
      name: 'ສົມໃຈ ທົດສອບ',
      bankAccount: { bankCode: 'KTB', accountName: 'ສົມໃຈ ທົດສອບ', accountNo: '9876543211' },
      currency: 'BAHT',
      shows: 'baht member, KTB account with a Lao-script name: the edit-name prompt',
    },
    {
      phone: '02055500000',
      password: DEMO_PASSWORD,
      name: 'Inactive Player',
      bankAccount: { bankCode: 'BCEL', accountName: 'INACTIVE PLAYER', accountNo: '0101000555555' },
      currency: 'LAK',
      shows: 'deactivated: login answers INACTIVE_USER',
      active: false,
    },
  ],
  invitedPlayers: ['Bounmy S.', 'Chanthala V.', 'Daovone P.', 'Kongkeo L.'],
};
