import logo from '../assets/brand/lao-logo.svg';
import { laoWallet } from './data/lao';
import type { Brand } from './types';

/** The wallet's Lao brand: the shared data part plus its theme and logo. */
export const brand: Brand = {
  ...laoWallet,
  logo,
  theme: {
    primary: '#c8102e',
    onPrimary: '#ffffff',
    accent: '#ffd166',
    background: '#13111a',
    surface: '#1e1a29',
    surfaceAlt: '#2a2438',
    text: '#f5f3fa',
    textMuted: '#b3abc4',
    border: '#3a3350',
    danger: '#ff7a7a',
    success: '#3ecf8e',
    dangerStrong: '#b42318',
    successStrong: '#15803d',
    warning: '#f5a524',
    fontFamily:
      "'Noto Sans Lao', 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    radius: '12px',
  },
};
