import { defaults } from '../brands/defaults';
import type { Currency } from '../src/api/types';

/**
 * What the sandbox needs to know about a brand. brands/thai.ts and brands/lao.ts import
 * an .svg logo that Node cannot load, so the server keeps this small mirror of their
 * capability values (keep in step with brands/: phone.length, currencies, appName).
 */
export type BrandId = 'thai' | 'lao';

export interface BrandRules {
  id: BrandId;
  appName: string;
  /** Exact phone length, or null for no length check (spec §5). */
  phoneLength: number | null;
  /** Currency choice at registration; empty when the build has none. */
  currencies: readonly Currency[];
  /** Banks whose account name must be English letters and spaces. */
  englishNameBanks: readonly string[];
  demo: { phone: string; password: string };
}

export const DEMO_PASSWORD = 'demo1234';

export const BRAND_RULES: Record<BrandId, BrandRules> = {
  thai: {
    id: 'thai',
    appName: 'Siam Wallet',
    phoneLength: 10,
    currencies: [],
    englishNameBanks: defaults.englishNameBanks,
    demo: { phone: '0812345678', password: DEMO_PASSWORD },
  },
  lao: {
    id: 'lao',
    appName: 'Lane Xang Wallet',
    phoneLength: null,
    currencies: ['LAK', 'BAHT'],
    englishNameBanks: defaults.englishNameBanks,
    demo: { phone: '02055512345', password: DEMO_PASSWORD },
  },
};

export function isBrandId(value: string): value is BrandId {
  return value === 'thai' || value === 'lao';
}
