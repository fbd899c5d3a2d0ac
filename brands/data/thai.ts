import type { BrandData, WalletBrandData } from '../types';
import { DEMO_PASSWORD, defaults } from './defaults';

/** What the wallet of this build reads. */
export const thaiWallet: WalletBrandData = {
  ...defaults,
  id: 'thai',
  appName: 'Siam Wallet',
  defaultLocale: 'th',
  phone: { length: 10, placeholder: '0XX XXX XXXX' },
  currencies: [],
  recommendedBanks: ['KBANK', 'SCB'],
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
  demo: { phone: '0812345678', password: DEMO_PASSWORD },
  extraDemoLogins: [
    {
      phone: '0898765432',
      password: DEMO_PASSWORD,
      shows: 'KTB account with a Thai-script name',
    },
  ],
};
