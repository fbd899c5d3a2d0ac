import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';
import { generateSW } from 'workbox-build';
import { brandData } from '../brands/data';
import type { BrandId, Locale, WalletBrandData } from '../brands/types';

/**
 * What a build writes beside the bundle, per brand (docs/architecture.md#installable-app):
 * the web app manifest and its icons, robots.txt, the service worker (Workbox, runtime
 * bundled beside it: no CDN), then a brotli and a gzip copy of every compressible file for
 * the CDN (server/lib/static-cdn.ts serves them). Runs after `rsbuild build` only: the dev
 * server has no service worker.
 */

export const ICON_SIZES = [192, 512] as const;
/** Public pages search engines may list (src/app/routes.tsx PUBLIC_PATHS); members' are not. */
export const CRAWLABLE_PATHS = ['/login', '/register', '/howto', '/contact'] as const;

type Messages = Record<string, string>;

/** The repository root: builds and tests run from there (npm scripts, rsbuild, vitest). */
const ROOT = process.cwd();

/** A language's texts, as the wallet ships them (locales/<locale>.json). */
export function messagesOf(locale: Locale): Messages {
  const file = join(ROOT, 'locales', `${locale}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

/** A message of the brand's default language with its one `{appName}` argument filled in. */
export function brandText(brand: WalletBrandData, id: string): string {
  const text = messagesOf(brand.defaultLocale)[id];
  if (text === undefined) throw new Error(`locales/${brand.defaultLocale}.json lacks ${id}`);
  return text.replaceAll('{appName}', brand.appName);
}

/** The title and description the static index.html carries (crawlers, link previews). */
export function indexHead(id: BrandId): { title: string; description: string } {
  const brand = brandData(id);
  return { title: brand.appName, description: brandText(brand, 'seo.site.description') };
}

export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** The icon files of a brand, as the manifest names them (drawn by scripts/generate-icons.mjs). */
export function iconFiles(id: BrandId): string[] {
  return ICON_SIZES.flatMap((size) => [`${id}-${size}.png`, `${id}-maskable-${size}.png`]);
}

export function manifestOf(id: BrandId): WebAppManifest {
  const brand = brandData(id);
  const theme = brandData(id).theme;
  return {
    name: brand.appName,
    short_name: brand.appName,
    description: brandText(brand, 'seo.site.description'),
    // The manifest's language is a BCP 47 tag: Lao is `lo` (the app calls it `la`).
    lang: brand.defaultLocale === 'la' ? 'lo' : brand.defaultLocale,
    start_url: '/user/home',
    scope: '/',
    display: 'standalone',
    theme_color: theme.surface,
    background_color: theme.background,
    icons: ICON_SIZES.flatMap((size) => [
      {
        src: `/icons/${id}-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: `/icons/${id}-maskable-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      },
    ]),
  };
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    ...CRAWLABLE_PATHS.map((path) => `Allow: ${path}`),
    'Disallow: /user/',
    'Disallow: /api/',
    '',
  ].join('\n');
}

/** Precached: the app shell and every hashed asset a screen may load (woff2 only: every
 * browser the wallet targets reads it; the .woff copies are never asked for). */
const PRECACHE = [
  'index.html',
  'manifest.webmanifest',
  'icons/*.png',
  'static/**/*.{js,css,woff2,svg,png,webp}',
];

async function writeServiceWorker(dist: string): Promise<void> {
  const { warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: PRECACHE,
    swDest: join(dist, 'sw.js'),
    mode: 'production',
    sourcemap: false,
    // The Workbox runtime is written beside sw.js (workbox-<hash>.js), served by the site.
    inlineWorkboxRuntime: false,
    // Files under static/ carry their content hash: no revision query needed.
    dontCacheBustURLsMatching: /^static\//,
    // Every navigation starts from the cached app shell, so the wallet opens offline and
    // shows its own offline screen instead of the browser's error page.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
    // Balances, tokens and money answers are never cached: straight to the network.
    runtimeCaching: [
      { urlPattern: /\/api\//, handler: 'NetworkOnly' },
      { urlPattern: /\/socket\.io\//, handler: 'NetworkOnly' },
    ],
    cleanupOutdatedCaches: true,
    // A new release waits until the player accepts the prompt (src/app/pwa): a page never
    // runs half old, half new code.
    skipWaiting: false,
    clientsClaim: false,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
}

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|webmanifest|xml)$/;

/** `.br` and `.gz` beside each compressible file, where they are smaller (the CDN's job). */
export function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
  }
}

export async function writeSiteFiles(id: BrandId, dist: string): Promise<void> {
  writeFileSync(join(dist, 'manifest.webmanifest'), `${JSON.stringify(manifestOf(id), null, 2)}\n`);
  writeFileSync(join(dist, 'robots.txt'), robotsTxt());
  mkdirSync(join(dist, 'icons'), { recursive: true });
  const icons = join(ROOT, 'assets', 'brand', 'icons');
  for (const name of iconFiles(id)) {
    if (!existsSync(join(icons, name))) {
      throw new Error(
        `assets/brand/icons/${name} is missing: draw ${id}'s icons with node scripts/generate-icons.mjs ${id}`,
      );
    }
    copyFileSync(join(icons, name), join(dist, 'icons', name));
  }
  await writeServiceWorker(dist);
  precompress(dist);
}

/** rsbuild plugin: the site files of each brand environment once its build is written. */
export function pluginSiteFiles(ids: readonly BrandId[]): RsbuildPlugin {
  return {
    name: 'wallet:site-files',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        for (const [name, environment] of Object.entries(environments)) {
          const id = ids.find((brandId) => brandId === name);
          if (id) await writeSiteFiles(id, environment.distPath);
        }
      });
    },
  };
}
