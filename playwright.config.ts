import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { BRAND_IDS } from './brands/data';
import type { BrandOptions } from './e2e/fixtures';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser.mjs';

/**
 * One project per brand of brands/data (project name = brand id), each against its own
 * sandbox that serves that brand's production build (dist/<brand>) on one origin, with a
 * fresh in-memory database. The brands run side by side; inside a brand tests run one at a
 * time, because they share that sandbox. The tests read the brand's data through the
 * `brand` fixture (e2e/fixtures.ts).
 *
 * Plus one `<brand>-dev` project per brand for the few specs of `e2e/dev-server/`: they run
 * against `npm start` itself (scripts/start.mjs: the sandbox and `rsbuild dev`, which
 * proxies /api and /socket.io), so what only the dev server does differently is tested too.
 */
// E2E_PORT_BASE moves the sandboxes, so two checkouts on one machine can test side by side.
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 3201);
const PROJECTS = BRAND_IDS.map((id, index) => ({ id, port: PORT_BASE + index }));
// `npm start` per brand: the dev server on `port`, its sandbox on `port + 1`.
// E2E_DEV_SERVER=off leaves them out (a quicker run of the other specs by hand; `npm test`
// runs them): Playwright starts every web server, whichever projects are selected.
const DEV_PROJECTS =
  process.env.E2E_DEV_SERVER === 'off'
    ? []
    : BRAND_IDS.map((id, index) => ({ id, port: PORT_BASE + 10 + 2 * index }));
const DEV_SPECS = 'dev-server/**';
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

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
    // The production build registers a service worker after load; it would take requests
    // away from the tests' page.route interceptions. e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    ...PROJECTS.map(({ id, port }) => ({
      name: id,
      workers: 1,
      testIgnore: DEV_SPECS,
      use: { baseURL: `http://127.0.0.1:${port}`, brandId: id },
    })),
    ...DEV_PROJECTS.map(({ id, port }) => ({
      name: `${id}-dev`,
      workers: 1,
      testMatch: `${DEV_SPECS}/*.spec.ts`,
      use: { baseURL: `http://127.0.0.1:${port}`, brandId: id },
    })),
  ],
  webServer: [
    ...PROJECTS.map(
      ({ id, port }): WebServer => ({
        command: 'node --import tsx server/main.ts',
        url: `http://127.0.0.1:${port}/api/lookup/info`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          BRAND: id,
          SANDBOX_PORT: String(port),
          SANDBOX_DB: ':memory:',
          // One upload folder per brand: a reset clears its sandbox's uploads, and must not
          // delete a file the other brand's test has just uploaded.
          SANDBOX_UPLOADS: `.data/e2e-uploads/${id}`,
          SANDBOX_STATIC: `dist/${id}`,
          SANDBOX_OTP: '246810',
        },
      }),
    ),
    ...DEV_PROJECTS.map(
      ({ id, port }): WebServer => ({
        command: 'node scripts/start.mjs',
        // Through the dev server's proxy: both processes are up.
        url: `http://127.0.0.1:${port}/api/lookup/info`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          BRAND: id,
          PORT: String(port),
          SANDBOX_PORT: String(port + 1),
          SANDBOX_DB: ':memory:',
          SANDBOX_UPLOADS: `.data/e2e-uploads/${id}-dev`,
          SANDBOX_OTP: '246810',
          SANDBOX_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        },
      }),
    ),
  ],
});
