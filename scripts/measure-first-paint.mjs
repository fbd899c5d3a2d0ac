// The first-load release gate (docs/architecture.md#first-load): for /login and /user/home of
// each brand's production build, on a phone on a slow mobile connection (4x CPU, 300 ms
// latency, 1.6 Mbps down, 750 kbps up through the Chrome DevTools protocol, cold cache,
// 360 x 740 at devicePixelRatio 2), the time the login form and a returning member's
// balances show, the median of five cold loads (FIRST_PAINT_RUNS), against
// FIRST_LOAD_BUDGETS (scripts/budgets.ts); exits 1 over a budget. Each line also names the
// steps of the median load's chain (the HTML, the main scripts, the wallet read, the first
// screen's code and texts) and its layout shift. Run after `npm run build`:
//   node scripts/measure-first-paint.mjs     (MEASURE_PORT moves the sandboxes, default 3296;
//   BRANDS=thai measures one brand)

import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, testChromiumPath } from './browser.mjs';
import { buildSandbox, demoToken, measuredBrands } from './measured-brands.mjs';
import { medianBy } from './median.mjs';

const { FIRST_LOAD_BUDGETS } = await tsImport('./budgets.ts', import.meta.url);
const runs = Math.max(1, Number(process.env.FIRST_PAINT_RUNS || 5));
const basePort = Number(process.env.MEASURE_PORT ?? 3296);
const { BRAND_IDS, brandData } = await loadBrands();

/** The phone the issue measured on: a 4x slower CPU on a slow mobile connection. */
const NETWORK = {
  offline: false,
  latency: 300,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};

/**
 * The steps of a load's chain, in ms from the navigation: the HTML, the main scripts (the
 * page's own `<script>` tags), the wallet read (sent → answered), and the first screen's
 * code (the lazily loaded chunks asked for before the screen was ready).
 */
function chainOf(entries, ready) {
  const end = (list) => Math.round(Math.max(0, ...list.map((entry) => entry.responseEnd)));
  const html = entries.find((entry) => entry.type === 'navigation');
  const wallet = entries.find((entry) => entry.path === '/api/wallet');
  const steps = [`HTML ${end(html ? [html] : [])}`];
  steps.push(`main scripts ${end(entries.filter((entry) => entry.mainScript))}`);
  if (wallet) {
    steps.push(`wallet read ${Math.round(wallet.startTime)}→${Math.round(wallet.responseEnd)}`);
  }
  const code = entries.filter(
    (entry) => entry.path.startsWith('/static/js/async/') && entry.startTime < ready,
  );
  if (code.length) steps.push(`first screen's code and texts ${end(code)}`);
  return steps.join(', ');
}

/**
 * One cold load. "Ready" is the first frame where the screen's data is on it: the total of
 * the balances (the amount under the home page's total label, written first into the
 * static shell by the early script, src/app/early-balance.ts, then by the home screen) on
 * /user/home, the login form's phone field on /login (the shell's, shown by the early script,
 * src/app/early-login.ts, which takes typing at once, then the app's).
 */
async function measure(browser, url, token, path) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    ({ token: value, member }) => {
      if (member) {
        localStorage.setItem('token', value);
        localStorage.setItem('agreed', 'true');
      }
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.hadRecentInput) window.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      window.__ready = null;
      const ready = () => {
        // The amount is the line after the total label's row.
        const amount =
          document.getElementById('home-total-label')?.parentElement?.nextElementSibling
            ?.textContent;
        const done = member
          ? /\d/.test(amount ?? '')
          : // On screen: the static shell's form (hidden until the early script shows it),
            // then the app's.
            [...document.querySelectorAll('form input')].some((input) => input.checkVisibility());
        if (done) window.__ready = performance.now();
        else requestAnimationFrame(ready);
      };
      requestAnimationFrame(ready);
    },
    { token, member: path !== '/login' },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${url}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__ready !== null, null, { timeout: 60_000 });
  // A moment for late shifts (fonts, images) after the data is on screen.
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const paint = Object.fromEntries(
      performance.getEntriesByType('paint').map((entry) => [entry.name, entry.startTime]),
    );
    return {
      firstPaint: paint['first-paint'] ?? Number.NaN,
      firstContentfulPaint: paint['first-contentful-paint'] ?? Number.NaN,
      ready: window.__ready,
      cls: window.__cls,
      entries: [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource'),
      ].map((entry) => {
        const path = new URL(entry.name, location.href).pathname;
        return {
          type: entry.entryType,
          path,
          startTime: entry.startTime,
          responseEnd: entry.responseEnd,
          mainScript: [...document.querySelectorAll('head script[src]')].some(
            (script) => new URL(script.src).pathname === path && !script.async,
          ),
        };
      }),
    };
  });
  await context.close();
  return result;
}

const brandIds = measuredBrands(BRAND_IDS);
const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
let missed = 0;
try {
  for (const [index, brandId] of brandIds.entries()) {
    const brand = brandData(brandId);
    const sandbox = await buildSandbox(brandId, basePort + index);
    try {
      const token = await demoToken(sandbox.url, brand);
      for (const { path, what, budget } of [
        { path: '/login', what: 'form', budget: FIRST_LOAD_BUDGETS.loginForm },
        { path: '/user/home', what: 'balances', budget: FIRST_LOAD_BUDGETS.balances },
      ]) {
        const results = [];
        for (let run = 0; run < runs; run++) {
          results.push(await measure(browser, sandbox.url, token, path));
        }
        const median = medianBy(results, (result) => result.ready);
        const ok = median.ready <= budget;
        if (!ok) missed += 1;
        console.log(
          `${ok ? 'ok  ' : 'OVER'} ${brandId.padEnd(5)} ${path.padEnd(11)} ${what} shown ${Math.round(median.ready)} ms of ${budget} ` +
            `(median of ${runs}: ${results.map((result) => Math.round(result.ready)).join(', ')}); ` +
            `first paint ${Math.round(median.firstPaint)} ms, CLS ${median.cls.toFixed(3)}; ` +
            `its chain: ${chainOf(median.entries, median.ready)}`,
        );
      }
    } finally {
      sandbox.stop();
    }
  }
} finally {
  await browser.close();
}
console.log(
  `4x CPU, 300 ms latency, 1.6 Mbps down; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
if (missed) {
  console.error(`first load: ${missed} page(s) over budget`);
  process.exit(1);
}
