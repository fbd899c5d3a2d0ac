import type { BrandData, WalletBrandData } from '../types';
import { DEMO_PASSWORD, defaults } from './defaults';

/** What the wallet of this build reads. */
export const thaiWallet: WalletBrandData = {
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

/** The whole data of this build: the wallet's part and the content the sandbox serves. */
export const thai: BrandData = {
  ...thaiWallet,
  localDepositAccount: null,
  website: 'https://thai.wallet.example.com',
  contactText: {
    en: 'Our team answers around the clock, every day.',
    th: 'ติดต่อเจ้าหน้าที่ได้ตลอด 24 ชั่วโมง ทุกวัน',
    la: 'ຕິດຕໍ່ພະນັກງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ທຸກມື້.',
  },
  chatApp: { name: '@siamwallet', link: 'https://line.me/R/ti/p/@siamwallet' },
  demo: { phone: '0812345678', password: DEMO_PASSWORD, currency: 'BAHT' },
  extraDemoLogins: [
    {
      phone: '0898765432',
      password: DEMO_PASSWORD,
      shows: 'KTB account with a Thai-script name',
    },
  ],
};
