import { defineConfig, type EnvironmentConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * One rsbuild environment per brand: `npm run build` writes dist/thai and dist/lao in one
 * run; `rsbuild dev --environment lao` serves one. The brand module is chosen by the
 * `@brand` alias, so a build contains only its own brand's configuration.
 */
const BRANDS = ['thai', 'lao'] as const;

const sandboxPort = process.env.SANDBOX_PORT ?? '3100';
const sandbox = `http://127.0.0.1:${sandboxPort}`;

function brandEnvironment(brand: (typeof BRANDS)[number]): EnvironmentConfig {
  return {
    resolve: {
      alias: { '@brand': `./brands/${brand}.ts` },
    },
    output: {
      distPath: { root: `dist/${brand}` },
    },
  };
}

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/app/main.tsx' },
    define: {
      'import.meta.env.PUBLIC_API_URL': JSON.stringify(process.env.PUBLIC_API_URL ?? ''),
      'import.meta.env.PUBLIC_CHAT_URL': JSON.stringify(process.env.PUBLIC_CHAT_URL ?? ''),
    },
  },
  resolve: {
    // tsconfig maps `@brand` to the Thai brand for the type checker; the build's alias wins.
    aliasStrategy: 'prefer-alias',
  },
  html: {
    template: './src/app/index.html',
  },
  output: {
    // Chromium on cheap Android phones is evergreen; no legacy transforms or polyfills.
    polyfill: 'off',
    legalComments: 'none',
    // The logo is an image request, not bytes inside the JavaScript every player downloads.
    dataUriLimit: { svg: 0 },
  },
  performance: {
    // Route chunks are prefetched once the first screen has rendered (see src/app/routes).
    removeConsole: ['log'],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: '0.0.0.0',
    historyApiFallback: true,
    proxy: {
      '/api': { target: sandbox, changeOrigin: true },
      '/socket.io': { target: sandbox, ws: true, changeOrigin: true },
    },
  },
  environments: Object.fromEntries(BRANDS.map((brand) => [brand, brandEnvironment(brand)])),
});
