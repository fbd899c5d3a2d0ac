import logo from '../assets/brand/thai-logo.svg';
import { thaiWallet } from './data/thai';
import { thaiTheme } from './thai-theme';
import type { Brand } from './types';

/** The wallet's Thai brand: the shared data part plus its theme and logo. */
export const brand: Brand = {
  ...thaiWallet,
  logo,
  theme: thaiTheme,
};
