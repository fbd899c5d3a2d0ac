import logo from '../assets/brand/lao-logo.svg';
import { laoWallet } from './data/lao';
import { laoTheme } from './lao-theme';
import type { Brand } from './types';

/** The wallet's Lao brand: the shared data part plus its theme and logo. */
export const brand: Brand = {
  ...laoWallet,
  logo,
  theme: laoTheme,
};
