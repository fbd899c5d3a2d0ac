import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { BRANDS, DEFAULT_BRAND_ID } from './brands/data';
import { messagePart } from './src/app/message-parts';

const root = fileURLToPath(new URL('.', import.meta.url));
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };

/**
 * Four projects:
 * - `web`: the wallet's component tests (`*.test.tsx`) in jsdom, each file with its own
 *   modules (the screens' modules keep state: texts, features, tab channels);
 * - `unit`: the plain-logic tests (`*.test.ts`) of the wallet, brands, locales and scripts in
 *   Node, which starts a file in milliseconds where jsdom takes about a second; a `.test.ts`
 *   that needs a page or its storage says so on its first line (`// @vitest-environment jsdom`);
 *   `unit-mocks`: those of them that replace a module;
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

const UNIT_DIRS = ['src', 'brands', 'locales', 'scripts'];
/**
 * The plain-logic tests that replace a module (`vi.mock`): they run with a module graph of
 * their own (project `unit-mocks`), so that no other file meets the replacement.
 */
const MOCKING_UNIT_TESTS = UNIT_DIRS.flatMap((dir) =>
  readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts') && !path.includes('node_modules'))
    .map((path) => `${dir}/${path.replaceAll('\\', '/')}`)
    .filter((path) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${root}${path}`, 'utf8'))),
);

export default defineConfig({
  plugins: [localeParts],
  // As rsbuild.config.ts defines it for the builds.
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(version) },
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
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
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
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
          // One module graph for all the files a worker runs: importing the wallet's modules
          // again for every file was most of these tests' time (the \`server\` project alike).
          // A file that replaces a module runs apart (\`unit-mocks\`); the tests hold in any
          // order (`vitest --sequence.shuffle`).
          isolate: false,
          environment: 'node',
          include: UNIT_DIRS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, ...MOCKING_UNIT_TESTS],
          setupFiles: ['src/test/setup.ts'],
          globals: true,
          testTimeout: 15_000,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocks',
          environment: 'node',
          include: MOCKING_UNIT_TESTS,
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
          // Each file starts its own sandbox; the modules it imports are shared (as `unit`).
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
