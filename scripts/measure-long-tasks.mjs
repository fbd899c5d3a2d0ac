// The long-task release gate (issue 16, docs/architecture.md#performance-budgets): the
// main-thread long tasks (over 50 ms) of /login and /user/home of the Thai production
// build, on a 4x-throttled CPU at devicePixelRatio 2, first visit (the agreement opens)
// and returning. Prints them and exits 1 when any task is over 100 ms. Run after
// `npm run build` (`npm run check:long-tasks`); LONG_TASKS_PORT moves the sandbox
// (default 3298). A loaded machine makes tasks longer: the load average is printed with
// the figures.
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { startSandbox } from './sandbox-process.mjs';

const { brandData } = await loadBrands();
const brandId = 'thai';
const brand = brandData(brandId);
const LIMIT_MS = 100;
const port = Number(process.env.LONG_TASKS_PORT || 3298);
const sandbox = await startSandbox({ brand: brandId, port, staticDir: `dist/${brandId}` });
const { token } = await fetch(`${sandbox.url}/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Requester': 'wallet-user' },
  body: JSON.stringify({ username: brand.demo.phone, password: brand.demo.password }),
}).then((response) => response.json());
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let failed = false;
try {
  const visits = [
    { path: '/login', agreed: true, label: '/login', guest: true },
    { path: '/user/home', agreed: false, label: '/user/home (first visit)' },
    { path: '/user/home', agreed: true, label: '/user/home (returning)' },
  ];
  for (const { path, agreed, label, guest = false } of visits) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
    });
    await context.addInitScript(
      ({ t, agreed }) => {
        if (t) localStorage.setItem('token', t);
        if (agreed) localStorage.setItem('agreed', 'true');
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__longTasks.push(Math.round(entry.duration));
        }).observe({ type: 'longtask', buffered: true });
        // Where the time went (LONG_TASKS_VERBOSE=1): the scripts of each long animation frame.
        window.__frames = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            window.__frames.push(
              `${Math.round(entry.duration)} ms frame: ${entry.scripts
                .filter((script) => script.duration > 20)
                .map(
                  (script) =>
                    `${Math.round(script.duration)} ms ${script.invoker} ${script.sourceFunctionName}@${script.sourceURL.split('/').pop()}:${script.sourceCharPosition}`,
                )
                .join('; ')}`,
            );
          }
        }).observe({ type: 'long-animation-frame', buffered: true });
      },
      { t: guest ? null : token, agreed },
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${sandbox.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(4000);
    const tasks = await page.evaluate(() => window.__longTasks);
    if (process.env.LONG_TASKS_VERBOSE) {
      for (const frame of await page.evaluate(() => window.__frames)) console.log(`    ${frame}`);
    }
    const over = tasks.filter((ms) => ms > LIMIT_MS);
    if (over.length > 0) failed = true;
    console.log(
      `${over.length > 0 ? 'FAIL' : 'ok  '} ${label.padEnd(26)} longest ${Math.max(0, ...tasks)} ms; ${over.length} of ${tasks.length} long tasks over ${LIMIT_MS} ms: [${tasks.join(', ')}]`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  sandbox.stop();
}
console.log(
  `4x CPU throttling, DPR 2; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
if (failed) {
  console.error(`long tasks over ${LIMIT_MS} ms: see above`);
  process.exit(1);
}
