import logo from '../assets/brand/thai-logo.svg';
import { thaiWallet } from './data/thai';
import type { Brand } from './types';

/** The wallet's Thai brand: the shared data part (theme included) plus its logo. */
export const brand: Brand = {
  ...thaiWallet,
  logo,
};
