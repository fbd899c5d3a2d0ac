import type { BrandTheme } from '../../brands/types';

/** Height of the bars: the screens reserve it so nothing shifts when content arrives. */
export const TOP_BAR_HEIGHT = 56;
export const BOTTOM_MENU_HEIGHT = 64;

/**
 * The brand's theme and the bar heights as CSS custom properties (`--theme-primary`,
 * `--top-bar-height`...), by name. The CSS modules of the first screens read them: their
 * styles are plain CSS, compiled with the build, with nothing of the theme to interpolate
 * at run time (docs/architecture.md#styles).
 */
export function customProperties(theme: BrandTheme): Record<string, string> {
  const themed = Object.entries(theme).map(([name, value]) => [
    `--theme-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    value,
  ]);
  return Object.fromEntries([
    ...themed,
    ['--top-bar-height', `${TOP_BAR_HEIGHT}px`],
    ['--bottom-menu-height', `${BOTTOM_MENU_HEIGHT}px`],
  ]);
}

/** The declarations of `customProperties`, for index.html's `:root` rule (scripts/rsbuild-shell.ts). */
export function cssCustomProperties(theme: BrandTheme): string {
  return Object.entries(customProperties(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
}
