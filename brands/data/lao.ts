import type { BrandData } from '../types';
import { DEMO_PASSWORD, defaults } from './defaults';

export const lao: BrandData = {
  ...defaults,
  id: 'lao',
  appName: 'Lane Xang Wallet',
  defaultLocale: 'la',
  phone: { length: null, placeholder: '02055512345' },
  currencies: ['LAK', 'BAHT'],
  recommendedBanks: [],
  localBanks: ['BCEL'],
  website: 'https://lao.wallet.example.com',
  contactText: 'ຕິດຕໍ່ພະນັກງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ. Our team answers around the clock, every day.',
  chatApp: { name: '@lanexangwallet', link: 'https://line.me/R/ti/p/@lanexangwallet' },
  localDepositAccount: {
    bankCode: 'BCEL',
    accountName: 'LANE XANG WALLET',
    accountNo: '0101000123456',
    currency: 'LAK',
  },
  demo: { phone: '02055512345', password: DEMO_PASSWORD },
};
