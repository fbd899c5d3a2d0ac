import type { BrandData, WalletBrandData } from '../types';
import { DEMO_PASSWORD, defaults } from './defaults';

/** What the wallet of this build reads. */
export const laoWallet: WalletBrandData = {
  ...defaults,
  id: 'lao',
  appName: 'Lane Xang Wallet',
  defaultLocale: 'la',
  phone: { length: null, placeholder: '020 XXXX XXXX' },
  currencies: ['LAK', 'BAHT'],
  recommendedBanks: [],
  // The banks a Lao player uses, listed before the Thai banks (docs/product.md#registration).
  localBanks: ['BCEL', 'LDB', 'APB', 'JDB', 'LVB', 'IDCB', 'STB', 'BIC', 'MJBL', 'PSVB'],
  // Lao relative times are missing from many Android browsers' Intl (and the test browser's).
  intlPolyfillLocales: ['lo'],
};

/** The whole data of this build: the wallet's part and the content the sandbox serves. */
export const lao: BrandData = {
  ...laoWallet,
  extraDemoLogins: [],
  website: 'https://lao.wallet.example.com',
  contactText: {
    en: 'Our team answers around the clock, every day.',
    th: 'ติดต่อเจ้าหน้าที่ได้ตลอด 24 ชั่วโมง ทุกวัน',
    la: 'ຕິດຕໍ່ພະນັກງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ທຸກມື້.',
  },
  chatApp: { name: '@lanexangwallet', link: 'https://line.me/R/ti/p/@lanexangwallet' },
  localDepositAccount: {
    bankCode: 'BCEL',
    accountName: 'LANE XANG WALLET',
    accountNo: '0101000123456',
    currency: 'LAK',
  },
  demo: { phone: '02055512345', password: DEMO_PASSWORD },
};
