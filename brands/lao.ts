import logo from '../assets/brand/lao-logo.svg';
import { laoWallet } from './data/lao';
import type { Brand } from './types';

/** The wallet's Lao brand: the shared data part (theme included) plus its logo. */
export const brand: Brand = {
  ...laoWallet,
  logo,
};
