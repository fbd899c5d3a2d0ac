import type { BrandTheme } from './types';

/**
 * The Lao brand's colours and type, in a file of their own (no asset import) so the build
 * can read them too: the web app manifest's theme and background colours and the icons.
 */
export const laoTheme: BrandTheme = {
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
};
