import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vitest/config';
import { BRANDS, DEFAULT_BRAND_ID } from './brands/data';
import { messagePart } from './src/app/message-parts';
import { customProperties } from './src/ui/design-tokens';

const root = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };

/**
 * Three projects:
 * - `web`: the wallet's component tests (`*.test.tsx`) in jsdom;
 * - `unit`: the plain-logic tests (`*.test.ts`) of the wallet, brands, locales and scripts in
 *   Node, which starts a file in milliseconds where jsdom takes about a second; a `.test.ts`
 *   that needs a page or its storage says so on its first line (`// @vitest-environment jsdom`);
 * - `server`: the sandbox API's contract tests in Node against a real server on a random port.
 * The wallet's tests build the first brand of brands/data by default (brands/brand.ts, as a
 * build of that brand has it); a test of a capability passes a brand that has it.
 */
/** `locales/<lang>.json?part=core|rest`, as scripts/locale-part-loader.cjs builds it. */
const localeParts: Plugin = {
  name: 'locale-parts',
  enforce: 'pre',
  load(id) {
    const match = /^(.*locales[\\/]\w+\.json)\?part=(\w+)$/.exec(id);
    if (!match?.[1]) return null;
    const messages = JSON.parse(readFileSync(match[1], 'utf8')) as Record<string, string>;
    const picked = Object.fromEntries(
      Object.entries(messages).filter(([messageId]) => messagePart(messageId) === match[2]),
    );
    return `export default ${JSON.stringify(picked)};`;
  },
};

/**
 * The CSS modules with the default brand's theme written in: the build's index.html defines
 * `--theme-*` on :root, and jsdom resolves no `var()`, so a test could not check a colour.
 */
const themedModules: Plugin = {
  name: 'themed-css-modules',
  enforce: 'pre',
  transform(code, id) {
    if (!/\.module\.css$/.test(id)) return null;
    const values = customProperties(BRANDS[DEFAULT_BRAND_ID].theme);
    return code.replace(/var\((--[\w-]+)\)/g, (all, name: string) => values[name] ?? all);
  },
};

export default defineConfig({
  plugins: [localeParts, themedModules],
  // As rsbuild.config.ts defines it for the builds.
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(version) },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
  resolve: {
    alias: {
      '@brand/data': `${root}brands/data/${DEFAULT_BRAND_ID}.ts`,
      '@brand/logo': `${root}${BRANDS[DEFAULT_BRAND_ID].shell.logoFile}`,
    },
  },
  test: {
    // Vitest's default is one core fewer than the machine has: one file at a time on the
    // 2-core CI machine, where two take 113 s instead of 163 s. (Files keep their own module
    // graph: sharing it between files, SWR's global cache carried one file's unfinished
    // request into the next.)
    maxWorkers: availableParallelism(),
    // Imported afresh with the wallet's modules for each file (src/test/setup.ts): their
    // global caches and stores (SWR's, Jotai's default store) must not pass to the next file.
    server: { deps: { inline: ['swr', 'jotai'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          // The CSS modules' rules join the page, so a test can check a style a player relies
          // on (a 44 px touch target). Global rules and the theme's custom properties do not.
          css: { include: [/\.module\.css$/] },
          // A worker runs file after file in one process, with the page (jsdom) and the
          // libraries loaded once; each file still imports the wallet's own modules afresh
          // (src/test/setup.ts), since they keep state: texts, features, the tabs' channel.
          // A new process per file was two thirds of these tests' CPU (133 s against 36 s).
          isolate: false,
          setupFiles: ['src/test/setup.ts'],
          globals: true,
          // Component tests render whole screens; on a busy 2-core machine 5 s is too tight.
          testTimeout: 15_000,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          // As `web`: one process per worker, the wallet's modules afresh for each file.
          isolate: false,
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'brands/**/*.test.ts',
            'locales/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['src/test/setup.ts'],
          globals: true,
          testTimeout: 15_000,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          // One process per worker (as `web` and `unit`), and here one module graph too: each
          // file starts a sandbox of its own, and the sandbox's modules keep no state of
          // their own between sandboxes (the tests hold in any order: --sequence.shuffle).
          isolate: false,
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
