import { readFileSync } from 'node:fs';
import { defineConfig, type EnvironmentConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { BRAND_IDS, brandData } from './brands/data';
import type { BrandId } from './brands/types';
import { preloadFontPlugin, shellParameters } from './scripts/rsbuild-shell';
import { indexHead, pluginSiteFiles } from './scripts/site-files';
import { contentSecurityPolicy } from './server/lib/security-headers';
import { MESSAGE_PARTS } from './src/app/message-parts';

/** The app version is written once, in package.json; the wallet reads this define. */
const packageJson = new URL('./package.json', import.meta.url);
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };

/**
 * The production build's Content-Security-Policy, from its build variables (one source
 * with the served headers: server/lib/security-headers.ts, docs/deploy.md). `rsbuild dev`
 * gets none: its hot reload evaluates code and opens its own websocket.
 */
const production = process.env.NODE_ENV === 'production';
const csp = contentSecurityPolicy(
  { apiUrl: process.env.PUBLIC_API_URL, chatUrl: process.env.PUBLIC_CHAT_URL },
  { forMeta: true },
);

const sandboxPort = process.env.SANDBOX_PORT ?? '3100';
const sandbox = `http://127.0.0.1:${sandboxPort}`;

/**
 * One rsbuild environment per brand of brands/data (`npm run build` writes dist/<id> for
 * each in one run; `rsbuild dev --environment <id>` serves one). brands/brand.ts is the
 * wallet's brand in every build: the aliases point it at this brand's data file and logo,
 * so a build contains only its own brand's configuration.
 */
function brandEnvironment(brand: BrandId): EnvironmentConfig {
  const head = indexHead(brand);
  const data = brandData(brand);
  return {
    // The static page's title and description in the brand's default language (crawlers,
    // link previews); the router sets each route's own once the page has loaded.
    html: {
      title: head.title,
      meta: { description: head.description },
      // The static shell of index.html in this brand's colours, logo and name.
      templateParameters: shellParameters(data),
      tags: [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/icons/${brand}-192.png` } },
      ],
    },
    resolve: {
      alias: {
        '@brand/data$': `./brands/data/${brand}.ts`,
        '@brand/logo$': `./${data.shell.logoFile}`,
      },
    },
    source: {
      // A constant, so a build that never needs the Lao Intl polyfill drops its dynamic
      // import as dead code (src/lib/intl-polyfills.ts) rather than shipping an unused chunk.
      define: {
        'import.meta.env.INTL_POLYFILL_LO': JSON.stringify(data.intlPolyfillLocales.includes('lo')),
      },
    },
    output: {
      distPath: { root: `dist/${brand}` },
    },
  };
}

export default defineConfig({
  // pluginSiteFiles: manifest, icons, robots.txt, service worker and pre-compressed copies,
  // written after a production build (scripts/site-files.ts).
  plugins: [pluginReact(), pluginSiteFiles(BRAND_IDS), preloadFontPlugin()],
  source: {
    entry: {
      index: './src/app/main.tsx',
      // The head's early script (src/app/early-answers-start.ts): no page of its own; its
      // tag is written into index.html by preloadFontPlugin (scripts/rsbuild-shell.ts).
      early: { import: './src/app/early-answers-start.ts', html: false },
    },
    define: {
      'import.meta.env.PUBLIC_API_URL': JSON.stringify(process.env.PUBLIC_API_URL ?? ''),
      'import.meta.env.PUBLIC_CHAT_URL': JSON.stringify(process.env.PUBLIC_CHAT_URL ?? ''),
      'import.meta.env.APP_VERSION': JSON.stringify(version),
    },
  },
  resolve: {
    // Messages arrive pre-parsed (scripts/locale-part-loader.cjs): no ICU parser in the bundle.
    alias: {
      '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
      // react-intl's run time without its IntlProvider and formatters (src/lib/react-intl-runtime.tsx).
      'react-intl$': './src/lib/react-intl-runtime.tsx',
      // React 19's own hook instead of the shim SWR and wouter import for older Reacts.
      'use-sync-external-store/shim$': './src/lib/use-sync-external-store.ts',
      'use-sync-external-store/shim/index.js$': './src/lib/use-sync-external-store.ts',
    },
  },
  html: {
    template: './src/app/index.html',
    meta: production ? { csp: { 'http-equiv': 'Content-Security-Policy', content: csp } } : {},
  },
  output: {
    // Chromium on cheap Android phones is evergreen; no legacy transforms or polyfills.
    polyfill: 'off',
    legalComments: 'none',
    // The first screens' styles are CSS modules (docs/architecture.md#styles): in a
    // production build their class names are short hashes, since every name is a string
    // in the JavaScript that uses it.
    cssModules: production ? { localIdentName: '[hash:base64:5]' } : {},
    // The entry carries every lazily loaded file's name and hash (about a hundred: screens,
    // modals, message parts per language). 6 hex digits (16 million values for the versions
    // of one file name) tell a changed file apart just as well as rsbuild's 10, and are
    // 0.4 kB less of gzip in every first download.
    filenameHash: 'contenthash:6',
    // The logo is an image request, not bytes inside the JavaScript every player downloads.
    dataUriLimit: { svg: 0 },
    // The stylesheet (the fonts' @font-face rules, the global rules and the first screens'
    // CSS modules: 4.6 kB gzipped) inside index.html: one render-blocking request less
    // before the static shell paints on a 300 ms connection.
    inlineStyles: true,
  },
  performance: {
    removeConsole: ['log'],
    chunkSplit: {
      strategy: 'split-by-experience',
      override: {
        // Modules that two chunk groups share move into a chunk both load even when what
        // would remain of a group's own chunk is small. With the default (the 20 kB minimum
        // size), the split was refused and each group kept its own copy: /user/home, whose
        // member screens and home screen are two groups (src/app/member-home.ts), downloaded
        // the member shell's modules twice.
        minRemainingSize: 0,
        cacheGroups: {
          // The libraries the entry uses stay in the entry's chunk, not in a vendor chunk of
          // their own: one request fewer before the first screen, where a phone on HTTP/1.1
          // has six connections and 300 ms per request, and 0.6 kB less gzip. (React and its
          // DOM renderer keep their `lib-react` chunk.)
          defaultVendors: false,
          // Every stylesheet of the app (the fonts, the global rules and the CSS modules of
          // the first screens, docs/architecture.md#styles) in one file, which the build
          // inlines into index.html: the home screen's styles need no request of their own
          // after its code, and a module shared by two screens is not written twice.
          styles: {
            name: 'styles',
            type: 'css/mini-extract',
            chunks: 'all',
            enforce: true,
          },
          // PixiJS and its dependencies go into the lazily loaded `canvas-pixi` chunk (its own
          // budget in scripts/check-size.mjs) instead of an anonymous vendor chunk. Only what
          // that chunk uses: pixi's own optional dynamic imports stay separate and unloaded.
          // Scenes of other screens have chunks of their own (`canvas-pixi-wheel`) that share
          // this one, so /user/home never downloads the spin wheel's code.
          canvasPixi: {
            test: /[\\/]node_modules[\\/](pixi\.js|@pixi|earcut|eventemitter3|ismobilejs|tiny-lru|parse-svg-path)[\\/]/,
            name: 'canvas-pixi',
            chunks: (chunk) => chunk.name?.startsWith('canvas-pixi') === true,
            priority: 100,
            enforce: true,
          },
        },
      },
    },
  },
  tools: {
    rspack: {
      plugins: production
        ? [
            // V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): the functions of
            // these files are compiled while the file streams in, on a background thread,
            // instead of one by one on the main thread when first called. Nearly every function
            // of the app's chunks runs as the screen starts, and those lazy compiles were the
            // largest part of the main script's evaluation (docs/architecture.md#performance-budgets).
            // Added after minification, which would drop the comment.
            new rspack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              // Not on the early script, which runs as it arrives and is a couple of kilobytes,
              // on the named text chunks (`locale-<lang>-core`), which are data, nor on
              // `after-load`, which runs once the page is idle, after the start.
              exclude: [/(^|\/)early\./, /(^|\/)locale-/, /(^|\/)after-load\./],
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
            }),
          ]
        : [],
      module: {
        rules: [
          {
            // Imported by @emotion/react only for `withTheme`, which the wallet does not use,
            // and by a bare import the bundler must keep unless the package is marked free of
            // side effects: with its `react-is`, 1 kB of the chunk that brings Emotion.
            test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
            sideEffects: false,
          },
          {
            // The wallet's `css` templates without the whitespace CSS does not need
            // (scripts/css-template-loader.cjs): less to download and for Emotion to read.
            test: /\.tsx?$/,
            include: [/[\\/]src[\\/]/],
            enforce: 'pre',
            use: [{ loader: './scripts/css-template-loader.cjs' }],
          },
          {
            // `locales/<lang>.json?part=core|rest`: one part of a message file (message-parts.ts).
            test: /locales[\\/]\w+\.json$/,
            resourceQuery: /part=/,
            type: 'javascript/auto',
            use: [
              {
                loader: './scripts/locale-part-loader.cjs',
                options: { parts: MESSAGE_PARTS },
              },
            ],
          },
        ],
      },
    },
  },
  dev: {
    // Everything compiles at start, none on first use. With Rsbuild's default lazy
    // compilation, the first visit to a screen compiled its chunk then and there and pushed
    // a hot update the page could not take: the update of the lazily compiled import
    // bubbled to src/app/early-start.ts, which does not accept updates ("…early-start.ts is
    // not accepted"), the hot-update request was answered with index.html (`Unexpected
    // token '<'`), and every open tab reloaded, right after login (tested by
    // e2e/dev-server/first-visit.spec.ts). A slower first start is the price.
    lazyCompilation: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: '0.0.0.0',
    // The port `npm start` announces, and the origin the sandbox builds its links on
    // (SANDBOX_PUBLIC_ORIGIN): a busy port is an error, not a silent move to the next one.
    strictPort: true,
    historyApiFallback: true,
    proxy: {
      '/api': { target: sandbox, changeOrigin: true },
      '/socket.io': { target: sandbox, ws: true, changeOrigin: true },
    },
  },
  environments: Object.fromEntries(BRAND_IDS.map((brand) => [brand, brandEnvironment(brand)])),
});
