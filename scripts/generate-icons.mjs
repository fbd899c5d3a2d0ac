// Draws each brand's app icons (web app manifest, docs/architecture.md#installable-app)
// from its logo (`shell.logoFile`) and theme, in Chromium, and writes them to
// assets/brand/icons/ (committed, so a build needs no browser; a build of a brand without
// them fails, naming this script). Run it for a new brand, or after a logo or theme change:
//   node scripts/generate-icons.mjs            every brand of brands/data
//   node scripts/generate-icons.mjs <id>...    those brands
// - `<brand>-<size>.png`: the logo on a transparent square ("any" purpose);
// - `<brand>-maskable-<size>.png`: the logo inside the maskable safe zone (the centre
//   circle of 80 % of the width) on the brand's primary colour, which fills the whole
//   square so any launcher mask (circle, squircle) cuts only colour.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';

export const ICON_SIZES = [192, 512];
const { BRAND_IDS, brandData } = await loadBrands();
const ids = process.argv.slice(2);
for (const id of ids) brandData(id);
const out = new URL('../assets/brand/icons/', import.meta.url);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const id of ids.length > 0 ? ids : BRAND_IDS) {
    const { theme, shell } = brandData(id);
    const svg = readFileSync(new URL(`../${shell.logoFile}`, import.meta.url), 'utf8');
    const logo = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    for (const size of ICON_SIZES) {
      for (const maskable of [false, true]) {
        const logoSize = maskable ? Math.round(size * 0.6) : size;
        await page.setViewportSize({ width: size, height: size });
        await page.setContent(
          `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? theme.primary : 'transparent'}">` +
            `<img src="${logo}" width="${logoSize}" height="${logoSize}" alt=""></body>`,
        );
        await page.waitForFunction(() => document.images[0]?.complete);
        const name = `${id}-${maskable ? 'maskable-' : ''}${size}.png`;
        await page.screenshot({ path: new URL(name, out).pathname, omitBackground: !maskable });
        console.log(`assets/brand/icons/${name}`);
      }
    }
  }
} finally {
  await browser.close();
}
