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
  localBanks: ['BCEL'],
};

/** The whole data of this build: the wallet's part and the content the sandbox serves. */
export const lao: BrandData = {
  ...laoWallet,
  extraDemoLogins: [],
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
