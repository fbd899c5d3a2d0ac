// First paint and the time the balances show, for /login and /user/home of each brand's
// production build, on a throttled phone connection: 4x CPU, 300 ms latency, 1.6 Mbps down,
// 750 kbps up (Chrome DevTools protocol), cold cache, 360 x 740 at devicePixelRatio 2. Also
// the cumulative layout shift (the static shell of index.html handing over to the app must
// not move anything). Reports medians; it does not fail. Run after `npm run build`:
//   node scripts/measure-first-paint.mjs [runs=3]     (MEASURE_PORT moves the sandboxes, default 3296)
import { chromium } from '@playwright/test';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { startSandbox } from './sandbox-process.mjs';

const runs = Number(process.argv[2] ?? 3);
const basePort = Number(process.env.MEASURE_PORT ?? 3296);
const { BRAND_IDS, brandData } = await loadBrands();

/** The phone the issue measured on: a 4x slower CPU on a slow mobile connection. */
const NETWORK = {
  offline: false,
  latency: 300,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * One cold load. "Ready" is the first frame where the screen's data is on it: the total of
 * the balances (the amount under the home page's total label) on /user/home, the login
 * form's phone field on /login.
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
          : document.querySelector('form input') !== null;
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
    };
  });
  await context.close();
  return result;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const [index, brandId] of BRAND_IDS.entries()) {
    const brand = brandData(brandId);
    const sandbox = await startSandbox({
      brand: brandId,
      port: basePort + index,
      staticDir: `dist/${brandId}`,
    });
    try {
      const { token } = await fetch(`${sandbox.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requester': 'wallet-user' },
        body: JSON.stringify({ username: brand.demo.phone, password: brand.demo.password }),
      }).then((response) => response.json());
      for (const path of ['/login', '/user/home']) {
        const results = [];
        for (let run = 0; run < runs; run++) {
          results.push(await measure(browser, sandbox.url, token, path));
        }
        const ms = (key) => `${Math.round(median(results.map((r) => r[key])))} ms`;
        console.log(
          `${brandId.padEnd(5)} ${path.padEnd(11)} first paint ${ms('firstPaint')}, ` +
            `first contentful paint ${ms('firstContentfulPaint')}, ` +
            `${path === '/login' ? 'form' : 'balances'} shown ${ms('ready')}, ` +
            `CLS ${median(results.map((r) => r.cls)).toFixed(3)} (median of ${runs})`,
        );
      }
    } finally {
      sandbox.stop();
    }
  }
} finally {
  await browser.close();
}
