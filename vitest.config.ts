import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Two projects: the wallet's unit and component tests in jsdom (Thai brand by default;
 * tests that need the Lao brand pass it explicitly), and the sandbox API's contract tests
 * in Node against a real server on a random port.
 */
export default defineConfig({
  oxc: {
    jsx: { runtime: 'automatic', importSource: '@emotion/react' },
  },
  resolve: {
    alias: { '@brand': `${root}brands/thai.ts` },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'brands/**/*.test.ts',
            'locales/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: ['src/test/setup.ts'],
          globals: true,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
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
