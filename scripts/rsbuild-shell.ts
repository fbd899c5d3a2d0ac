import { readFileSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';
import { brandData } from '../brands/data';
import type { WalletBrandData } from '../brands/types';
import { intlLocale } from '../src/lib/locale';

/**
 * The html.templateParameters of a brand's environment: what the static shell of
 * src/app/index.html paints before any script (its colours, logo, name and language).
 */
export function shellParameters(brand: WalletBrandData): Record<string, unknown> {
  const logo = readFileSync(new URL(`../${brand.shell.logoFile}`, import.meta.url), 'utf8');
  return {
    lang: intlLocale(brand.defaultLocale),
    appName: brand.appName,
    theme: brand.theme,
    // Decorative in the shell (the name is written next to it): no title for screen readers.
    logoSvg: logo
      .replace(/<title>.*?<\/title>/s, '')
      .replace(/\s*role="img"/, '')
      .trim(),
  };
}

/**
 * Preloads the one font file the first screen needs (the brand's `shell.preloadFont`),
 * found among the build's assets by name: its hashed file name is known only once built.
 * A build whose font is missing fails, rather than quietly losing the preload.
 */
export function preloadFontPlugin(): RsbuildPlugin {
  return {
    name: 'wallet:preload-font',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, environment, assetPrefix }) => {
        const { preloadFont } = brandData(environment.name).shell;
        const pattern = new RegExp(`(^|/)${preloadFont}(\\.[0-9a-f]+)?\\.woff2$`);
        const file = compilation.getAssets().find((asset) => pattern.test(asset.name))?.name;
        if (!file) throw new Error(`font ${preloadFont}.woff2 is not among the build's assets`);
        const href = `${assetPrefix.replace(/\/$/, '')}/${file}`;
        tags.headTags.unshift({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
        });
        return tags;
      });
    },
  };
}
