import logo from '../assets/brand/thai-logo.svg';
import { defaults } from './defaults';
import type { Brand } from './types';

export const brand: Brand = {
  ...defaults,
  id: 'thai',
  appName: 'Siam Wallet',
  defaultLocale: 'th',
  phone: { length: 10, placeholder: '0812345678' },
  currencies: [],
  recommendedBanks: ['KBANK', 'SCB'],
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
