import '@emotion/react';
import type { BrandTheme } from '../../brands/types';

declare module '@emotion/react' {
  export interface Theme extends BrandTheme {}
}

/** Space scale (px) shared by every component, so screens line up. */
export const space = (steps: number): string => `${steps * 4}px`;

/** Height of the bars: the screens reserve it so nothing shifts when content arrives. */
export const TOP_BAR_HEIGHT = 56;
export const BOTTOM_MENU_HEIGHT = 64;
