import { createContext, useContext } from 'react';
import type { BrandTheme } from '../../brands/types';

/**
 * The brand's theme for the styles written with Emotion and for what JavaScript draws. A
 * context of the wallet's own, not Emotion's ThemeProvider: the first screens are drawn
 * without Emotion's runtime (their styles are CSS modules, docs/architecture.md#styles), so
 * the provider at the top of the app must not bring Emotion into the first download.
 * Emotion's own `Theme` stays empty: its `useTheme` or a `css={(theme) => ...}` would get
 * nothing at run time, and with an empty type they do not compile.
 */
export const ThemeContext = createContext<BrandTheme | null>(null);

export function useTheme(): BrandTheme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useTheme outside the app providers');
  return theme;
}
