import logo from '../assets/brand/thai-logo.svg';
import { thaiWallet } from './data/thai';
import type { Brand } from './types';

/** The wallet's Thai brand: the shared data part plus its theme and logo. */
export const brand: Brand = {
  ...thaiWallet,
  logo,
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
};
