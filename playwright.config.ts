import { defineConfig, devices } from '@playwright/test';
import type { BrandOptions } from './e2e/fixtures';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser.mjs';

/**
 * One project per brand, each against its own sandbox that serves that brand's production
 * build (dist/<brand>) on one origin, with a fresh in-memory database. The brands run side
 * by side; inside a brand tests run one at a time, because they share that sandbox.
 */
const BRANDS = [
  {
    name: 'thai',
    port: 3201,
    demoPhone: '0812345678',
    locale: 'th',
    // Brand capabilities the tests expect (brands/*.ts import .svg, which Node cannot load).
    phoneLength: 10,
    currencies: [],
    recommendedBanks: ['KBANK', 'SCB'],
  },
  {
    name: 'lao',
    port: 3202,
    demoPhone: '02055512345',
    locale: 'la',
    phoneLength: null,
    currencies: ['LAK', 'BAHT'],
    recommendedBanks: [],
  },
] as const;

export default defineConfig<BrandOptions>({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Pixel 5'],
    // Pixel 5 is 393 px wide; the wallet is designed for 360 px phones first.
    viewport: { width: 360, height: 740 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: BRANDS.map((brand) => ({
    name: brand.name,
    workers: 1,
    use: {
      baseURL: `http://127.0.0.1:${brand.port}`,
      brandName: brand.name,
      demoPhone: brand.demoPhone,
      defaultLocale: brand.locale,
      phoneLength: brand.phoneLength,
      currencies: brand.currencies,
      recommendedBanks: brand.recommendedBanks,
    },
  })),
  webServer: BRANDS.map((brand) => ({
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${brand.port}/api/lookup/info`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      BRAND: brand.name,
      SANDBOX_PORT: String(brand.port),
      SANDBOX_DB: ':memory:',
      SANDBOX_STATIC: `dist/${brand.name}`,
      SANDBOX_OTP: '246810',
    },
  })),
});
