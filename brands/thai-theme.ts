import type { BrandTheme } from './types';

/**
 * The Thai brand's colours and type, in a file of their own (no asset import) so the build
 * can read them too: the web app manifest's theme and background colours and the icons.
 */
export const thaiTheme: BrandTheme = {
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
};
