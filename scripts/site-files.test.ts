import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_IDS, brandData } from '../brands/data';
import { indexHead, manifestOf, robotsTxt } from './site-files';

describe('site files of a build', () => {
  it.each(BRAND_IDS)('the %s manifest makes the wallet installable', (id) => {
    const manifest = manifestOf(id);
    const brand = brandData(id);
    expect(manifest).toMatchObject({
      name: brand.appName,
      start_url: '/user/home',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    // Intl's tag for the brand's language (Lao is `lo`).
    expect(manifest.lang).toBe(brand.defaultLocale === 'la' ? 'lo' : brand.defaultLocale);
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
        expect(icon, `${size} ${purpose}`).toBeDefined();
        const file = join('assets', 'brand', 'icons', icon?.src.split('/').pop() ?? '');
        expect(existsSync(file), `${file} (node scripts/generate-icons.mjs)`).toBe(true);
      }
    }
  });

  it.each(BRAND_IDS)('the %s index.html has a title and a description in its language', (id) => {
    const head = indexHead(id);
    expect(head.title).toBe(brandData(id).appName);
    expect(head.description).toContain(brandData(id).appName);
    expect(head.description).not.toContain('{');
  });

  it('robots.txt lets crawlers read the public pages and keeps them off member pages', () => {
    const robots = robotsTxt();
    for (const path of ['/login', '/register', '/howto', '/contact']) {
      expect(robots).toContain(`Allow: ${path}\n`);
    }
    expect(robots).toContain('Disallow: /user/\n');
  });
});
