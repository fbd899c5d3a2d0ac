import type { SandboxBrandContent, WalletBrandData } from '../types';
import { DEMO_PASSWORD, defaults } from './defaults';

/** What the wallet of this build reads. */
export const wallet: WalletBrandData = {
  ...defaults,
  id: 'thai',
  appName: 'Siam Wallet',
  defaultLocale: 'th',
  phone: { country: 'TH', length: 10, placeholder: '0XX XXX XXXX' },
  currencies: [],
  recommendedBanks: ['KBANK', 'SCB'],
  theme: {
    primary: '#0a7d5a',
    onPrimary: '#ffffff',
    accent: '#f2b705',
    background: '#0e1512',
    surface: '#17221d',
    surfaceAlt: '#213029',
    text: '#f3f6f4',
    textMuted: '#a9b8b0',
    border: '#2f4239',
    danger: '#ff7a7a',
    success: '#3dbb7d',
    dangerStrong: '#b42318',
    successStrong: '#15803d',
    warning: '#f5a524',
    fontFamily:
      "'Noto Sans Thai', 'Noto Sans Lao', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    radius: '12px',
  },
  shell: {
    logoFile: 'assets/brand/thai-logo.svg',
    preloadFonts: ['noto-sans-thai-thai-400-normal'],
  },
};

/**
 * What only the sandbox serves and the tests read. Its own value, not a spread of `wallet`:
 * the wallet's bundle drops it whole (a production build carries no demo login).
 */
export const sandbox: SandboxBrandContent = {
  depositAccounts: [
    // None is a member's account (the demo member banks at KBANK 1234567890): a player never
    // sees their own number as where to send money.
    {
      bankCode: 'KBANK',
      accountName: 'SIAM WALLET CO LTD',
      accountNo: '1408112233',
      currency: 'BAHT',
      mode: 'AUTO',
    },
    {
      bankCode: 'SCB',
      accountName: 'SIAM WALLET CO LTD',
      accountNo: '4071234567',
      currency: 'BAHT',
      mode: 'MANUAL',
    },
    {
      bankCode: 'GSB',
      accountName: 'SIAM WALLET CO LTD',
      accountNo: '020123456789',
      currency: 'BAHT',
      mode: 'MANUAL',
    },
  ],
  website: 'https://thai.wallet.example.com',
  contactText: {
    en: 'Our team answers around the clock, every day.',
    th: 'ติดต่อเจ้าหน้าที่ได้ตลอด 24 ชั่วโมง ทุกวัน',
    la: 'ຕິດຕໍ່ພະນັກງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ທຸກມື້.',
  },
  chatApp: { name: '@siamwallet', link: 'https://line.me/R/ti/p/@siamwallet' },
  demo: {
    phone: '0812345678',
    password: DEMO_PASSWORD,
    name: 'Somchai Demo',
    bankAccount: { bankCode: 'KBANK', accountName: 'SOMCHAI DEMO', accountNo: '1234567890' },
    currency: 'BAHT',
  },
  extraDemoLogins: [
    {
      phone: '0898765432',
      password: DEMO_PASSWORD,
      name: 'สมหญิง ทดสอบ',
      bankAccount: { bankCode: 'KTB', accountName: 'สมหญิง ทดสอบ', accountNo: '9876543210' },
      currency: 'BAHT',
      shows: 'KTB account with a Thai-script name: the edit-name prompt',
    },
    {
      phone: '0800000000',
      password: DEMO_PASSWORD,
      name: 'Inactive Player',
      bankAccount: { bankCode: 'SCB', accountName: 'INACTIVE PLAYER', accountNo: '5555555555' },
      currency: 'BAHT',
      shows: 'deactivated: login answers INACTIVE_USER',
      active: false,
    },
  ],
  invitedPlayers: ['Anan K.', 'Busaba P.', 'Chai W.', 'Dao S.', 'Ekachai T.', 'Fah N.'],
};
