import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createIntl } from '@formatjs/intl';
import { test as base, expect, type Page } from '@playwright/test';
import { brandData, DEFAULT_BRAND_ID, DEMO_PASSWORD } from '../brands/data';
import type { BrandData, BrandId, DemoMember, Locale } from '../brands/types';
import { startSandbox } from '../scripts/sandbox-process.mjs';
import { CONTROL_HEADERS } from '../server/lib/dev-controls';
import { MemberApi } from './member-api';
import { type MemberMoney, memberMoney } from './money';
import { runAxe } from './page-checks';
import { HomePage } from './pages/home-page';
import { LoginPage } from './pages/login-page';
import type { Say } from './pages/say';
import { workerSandboxPort } from './ports';

/** Set per project by playwright.config.ts. */
export interface BrandOptions {
  /** Which brand's build the project tests. */
  brandId: BrandId;
  /**
   * Whether each worker starts its own sandbox serving the brand's production build
   * (`workerSandbox`), or the tests use the project's `baseURL` as given (the `<brand>-dev`
   * projects, whose `npm start` is a web server of the config).
   */
  sandboxPerWorker: boolean;
}

/** The sandbox of one Playwright worker: its own process, port and in-memory database. */
export interface WorkerSandbox {
  url: string;
  /**
   * The worker's own copy of dist/<brand>, which its sandbox serves: a test may change a
   * built file (e2e/pwa.spec.ts serves "the next release") without other workers seeing it.
   */
  staticDir: string;
}

/** A Content-Security-Policy violation the page reported (`securitypolicyviolation`). */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

export interface CspOptions {
  /**
   * Directives whose violations a spec expects (e.g. `img-src` for outside images the
   * policy blocks); any other violation fails the test. Default: none.
   */
  allowedCspDirectives: string[];
}

export { TransferModal } from './pages/transfer-modal';
export { DEMO_PASSWORD, HomePage, LoginPage, MemberApi };

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
/** The version the wallet shows: package.json's, as the build defines it. */
export const APP_VERSION = packageJson.version;

export const SANDBOX_OTP = '246810';

/**
 * The brand's seeded member whose bank needs an English account name and whose name is not
 * in English: the edit-name prompt (brands/data, `extraDemoLogins`).
 */
export function nameToEdit(brand: BrandData): DemoMember {
  const member = brand.extraDemoLogins.find(
    (login) =>
      login.active !== false &&
      brand.englishNameBanks.includes(login.bankAccount.bankCode) &&
      !/^[A-Za-z ]+$/.test(login.bankAccount.accountName),
  );
  if (!member) throw new Error(`${brand.id} seeds no member with a name to put in English`);
  return member;
}

const messageCache = new Map<Locale, Record<string, string>>();

/** The texts of a language, from the same files the wallet ships. */
export function messages(locale: Locale): Record<string, string> {
  let loaded = messageCache.get(locale);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
    messageCache.set(locale, loaded);
  }
  return loaded;
}

export interface SandboxSettings {
  registerOTP?: boolean;
  enableChatWidget?: boolean;
  terminated?: boolean;
  spinActive?: boolean;
  slipOpen?: boolean;
  inviteBanners?: boolean;
  refundBanners?: boolean;
  /** Off: the sandbox plays a backend without the optional capabilities (lookup 404). */
  features?: boolean;
}

/**
 * The header every call of the development controls carries (server/lib/dev-controls.ts:
 * the sandbox refuses a control call without it, so no other site's page can send one).
 * A spec that calls a control itself passes `{ headers: SANDBOX_CONTROL }`.
 */
export const SANDBOX_CONTROL: Readonly<Record<string, string>> = CONTROL_HEADERS;

/** The sandbox's development controls (`/api/__sandbox/...`), for setting up a test. */
export class Sandbox {
  constructor(private readonly page: Page) {}

  async reset(): Promise<void> {
    const response = await this.page.request.post('/api/__sandbox/reset', {
      headers: SANDBOX_CONTROL,
    });
    expect(response.ok()).toBe(true);
  }

  async settings(settings: SandboxSettings): Promise<void> {
    const response = await this.page.request.post('/api/__sandbox/settings', {
      data: settings,
      headers: SANDBOX_CONTROL,
    });
    expect(response.ok()).toBe(true);
  }

  /** Moves the sandbox clock ahead (docs/api.md#development-controls); the reset puts it back. */
  async advanceClock(advanceMs: number): Promise<void> {
    const response = await this.page.request.post('/api/__sandbox/clock', {
      data: { advanceMs },
      headers: SANDBOX_CONTROL,
    });
    expect(response.ok()).toBe(true);
  }

  async lastOtp(phone: string): Promise<string> {
    const response = await this.page.request.get(`/api/__sandbox/otp/${phone}`, {
      headers: SANDBOX_CONTROL,
    });
    return ((await response.json()) as { code: string }).code;
  }

  /** A token for a member, straight from the API (for tests that start logged in). */
  async token(phone: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await this.page.request.post('/api/login', {
      data: { username: phone, password },
      headers: { 'X-Requester': 'wallet-user' },
    });
    return ((await response.json()) as { token: string }).token;
  }
}

interface Fixtures {
  /** The brand's data part, the same the wallet was built with and the sandbox serves. */
  brand: BrandData;
  sandbox: Sandbox;
  t: Record<string, string>;
  /** A message of the brand's default language with its ICU arguments, as the wallet shows it. */
  say: Say;
  /**
   * The demo member's money: their currency as the brand data states it, its amount rules
   * (decimals, bounds, quick amounts) and amounts written as the wallet writes them.
   */
  money: MemberMoney;
  loginPage: LoginPage;
  /** The member's home screen and the modals it opens (e2e/pages/home-page.ts). */
  home: HomePage;
  /**
   * The demo member's side of the API, logged in from the seed (e2e/member-api.ts): what a
   * spec reads alongside the screen. A session of its own, not the page's.
   */
  member: MemberApi;
  /**
   * Starts the page logged in, with the agreement already accepted: the demo member's own
   * login through the API, or the session of `token`; stored as "remember me" does, or
   * with `remember: false` for this tab only (sessionStorage); in the test's page, or in
   * `page`, another tab of its browser.
   */
  loggedIn: (options?: { token?: string; remember?: boolean; page?: Page }) => Promise<void>;
  expectAccessible: (page: Page) => Promise<void>;
}

interface WorkerFixtures extends BrandOptions {
  workerSandbox: WorkerSandbox | undefined;
}

/** Starts a sandbox, waiting a moment for its port when the worker before it still holds it. */
async function startWorkerSandbox(options: Parameters<typeof startSandbox>[0]) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await startSandbox(options);
    } catch (error) {
      // A worker that crashed leaves its sandbox to stop itself (scripts/exit-with-parent.mjs).
      if (attempt >= 40 || !String(error).includes('is busy')) throw error;
      await sleep(250);
    }
  }
}

export const test = base.extend<
  Omit<BrandOptions, keyof WorkerFixtures> &
    CspOptions &
    Fixtures & { cspGuard: undefined; seeded: undefined },
  WorkerFixtures
>({
  brandId: [DEFAULT_BRAND_ID, { option: true, scope: 'worker' }],
  sandboxPerWorker: [true, { option: true, scope: 'worker' }],
  // One sandbox per worker, as the config's web servers once started one per brand, with
  // the same settings: tests of one worker run one at a time and share it (each starts from
  // the seed: the `sandbox` fixture resets it), workers share nothing, so a brand's tests
  // run on several workers at once. Ports: e2e/ports.ts.
  workerSandbox: [
    async ({ brandId, sandboxPerWorker }, use, workerInfo) => {
      if (!sandboxPerWorker) {
        await use(undefined);
        return;
      }
      const dist = `dist/${brandId}`;
      if (!existsSync(dist)) throw new Error(`no ${dist}: build the wallet first (npm run build)`);
      const dir = `.data/e2e/${brandId}-${workerInfo.parallelIndex}`;
      const staticDir = `${dir}/static`;
      rmSync(dir, { recursive: true, force: true });
      cpSync(dist, staticDir, { recursive: true });
      const sandbox = await startWorkerSandbox({
        brand: brandId,
        port: workerSandboxPort(brandId, workerInfo.parallelIndex),
        staticDir,
        db: ':memory:',
        env: { SANDBOX_UPLOADS: `${dir}/uploads`, SANDBOX_OTP },
      });
      try {
        await use({ url: sandbox.url, staticDir });
      } finally {
        await sandbox.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ baseURL, workerSandbox }, use) => {
    await use(workerSandbox?.url ?? baseURL);
  },
  allowedCspDirectives: [[], { option: true }],
  // Every test runs under the production build's CSP (rsbuild.config.ts, the sandbox's
  // headers) and fails on any violation the page reports: a blocked script, style, image
  // or connection is a broken screen in production.
  cspGuard: [
    async ({ page, allowedCspDirectives }, use, testInfo) => {
      const violations: CspViolation[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        if (!allowedCspDirectives.includes(violation.directive)) violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)
            .__reportCspViolation;
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
          });
        });
      });
      await use(undefined);
      if (violations.length) {
        await testInfo.attach('csp-violations', { body: JSON.stringify(violations, null, 2) });
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  brand: async ({ brandId }, use) => {
    await use(brandData(brandId));
  },
  // Every test starts from the seed, whether it asks for the sandbox or not: the tests of
  // one worker share its sandbox, and a test that only logs in through the screen would
  // otherwise meet the password or the sessions the previous test left.
  seeded: [
    async ({ page }, use) => {
      await new Sandbox(page).reset();
      await use(undefined);
    },
    { auto: true },
  ],
  sandbox: async ({ page }, use) => {
    await use(new Sandbox(page));
  },
  t: async ({ brand }, use) => {
    await use(messages(brand.defaultLocale));
  },
  say: async ({ brand, t }, use) => {
    const intl = createIntl({
      locale: brand.defaultLocale === 'la' ? 'lo' : brand.defaultLocale,
      messages: t,
      onError: () => {},
    });
    await use((id, values) => {
      if (!(id in t)) throw new Error(`no message ${id}`);
      return intl.formatMessage({ id }, values);
    });
  },
  money: async ({ brand, say }, use) => {
    await use(memberMoney(brand, say));
  },
  loginPage: async ({ page, t, seeded }, use) => {
    void seeded;
    await use(new LoginPage(page, t));
  },
  home: async ({ page, t, say }, use) => {
    await use(new HomePage(page, t, say));
  },
  member: async ({ page, seeded, brand }, use) => {
    void seeded; // after the reset: a login to the seed's member
    await use(await MemberApi.logIn(page.request, brand.demo.phone, brand.demo.password));
  },
  loggedIn: async ({ page, seeded, sandbox, brand }, use) => {
    void seeded;
    await use(async ({ token, remember = true, page: tab = page } = {}) => {
      const session = token ?? (await sandbox.token(brand.demo.phone, brand.demo.password));
      // Once per tab, as a remembered login would be; a later logout must stay logged out.
      await tab.addInitScript(
        ({ value, remembered }) => {
          if (sessionStorage.getItem('e2e-seeded')) return;
          sessionStorage.setItem('e2e-seeded', '1');
          (remembered ? localStorage : sessionStorage).setItem('token', value);
          // The agreement (docs/product.md#home) opens on /user/home 1.5 s after it mounts
          // and covers the screen; a member who has accepted it, as a returning one has
          // (e2e/home.spec.ts tests the agreement itself).
          localStorage.setItem('agreed', 'true');
        },
        { value: session, remembered: remember },
      );
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      // What the player sees once it has settled: a dialog still fading in has half-faded
      // contrast. Endless animations (spinners) are not waited for.
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      const results = await runAxe(page, ['wcag2a', 'wcag2aa']);
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  },
});

export { expect };
