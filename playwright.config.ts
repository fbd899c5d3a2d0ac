import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { BRAND_IDS } from './brands/data';
import type { BrandOptions } from './e2e/fixtures';
import { devServerPort, MAX_WORKERS } from './e2e/ports';
import { CHROMIUM_ARGS, testChromiumPath } from './scripts/browser.mjs';

/**
 * One project per brand of brands/data (project name = brand id). Each Playwright worker
 * starts its own sandbox (e2e/fixtures.ts, `workerSandbox`): the brand's production build
 * (dist/<brand>) on one origin, a fresh in-memory database and its own port (e2e/ports.ts).
 * Workers share nothing, so every test may run on any worker (`fullyParallel`), both
 * brands at once; the tests of one worker run one after the other on its sandbox, each
 * from the seed. The tests read the brand's data through the `brand` fixture.
 *
 * Plus one `<brand>-dev` project per brand for the few specs of `e2e/dev-server/`: they run
 * against `npm start` itself (scripts/start.mjs: the sandbox and `rsbuild dev`, which
 * proxies /api and /socket.io), so what only the dev server does differently is tested too.
 */
// `npm start` per brand: the dev server on `port`, its sandbox on `port + 1`.
// E2E_DEV_SERVER=off leaves them out (a quicker run of the other specs by hand; `npm test`
// runs them): Playwright starts every web server, whichever projects are selected.
const DEV_PROJECTS =
  process.env.E2E_DEV_SERVER === 'off'
    ? []
    : BRAND_IDS.map((id) => ({ id, port: devServerPort(id) }));
const DEV_SPECS = 'dev-server/**';
/**
 * Workers for the whole run (E2E_WORKERS overrides). Measured on the 2-core CI machine:
 * README "Tests".
 */
const WORKERS = Number(process.env.E2E_WORKERS || 4);
if (WORKERS > MAX_WORKERS) throw new Error(`E2E_WORKERS: at most ${MAX_WORKERS}`);
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

export default defineConfig<BrandOptions>({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Every test may run on any worker, but for the files whose tests mostly wait on the
  // browser's own timers (sockets reconnecting, service workers installing, wheels turning):
  // run side by side they left the CPU half idle for seconds at a time, so each such file
  // runs in order on one worker (`test.describe.configure({ mode: 'default' })`) while the
  // other workers go on with other files.
  fullyParallel: true,
  workers: WORKERS,
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
    // Recording a trace costs a fifth of a test's CPU whether it is kept or not: only a
    // retry (CI retries once) records one. By hand: `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    ...BRAND_IDS.map((id) => ({
      name: id,
      testIgnore: DEV_SPECS,
      use: { brandId: id, sandboxPerWorker: true },
    })),
    ...DEV_PROJECTS.map(({ id, port }) => ({
      name: `${id}-dev`,
      // One `npm start` per brand, shared by the project's tests.
      workers: 1,
      fullyParallel: false,
      testMatch: `${DEV_SPECS}/*.spec.ts`,
      use: { baseURL: `http://127.0.0.1:${port}`, brandId: id, sandboxPerWorker: false },
    })),
  ],
  webServer: [
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
