// The long-task release gate (docs/architecture.md#performance-budgets): the main-thread
// long tasks (over 50 ms) of /login and /user/home of each brand's production build
// (BRANDS to choose, default all), on a 4x-throttled CPU at devicePixelRatio 2, first visit
// (the agreement opens) and returning. Each page is loaded LONG_TASKS_RUNS times (default
// 10), each time in a fresh context; a page fails when any load has a task over 100 ms,
// and the script then exits 1: a player gets one load, not the median of several. Every
// load's longest task is printed, with the long tasks of the worst. A loaded machine makes
// tasks longer: the load average is printed with the figures (the release waits for a quiet
// machine first), and so is the machine's CPU class (scripts/benchmark-index.mjs). Run
// after `npm run build` (`npm run check:long-tasks`); LONG_TASKS_PORT moves the sandboxes
// (default 3298 and up).
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { benchmarkIndex, benchmarkLine } from './benchmark-index.mjs';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, testChromiumPath } from './browser.mjs';
import { buildSandbox, demoToken, measuredBrands } from './measured-brands.mjs';
import { phoneContext, START_VISITS, throttledPage } from './measured-page.mjs';

const { brandData, BRAND_IDS } = await loadBrands();
const LIMIT_MS = 100;
const RUNS = Math.max(1, Number(process.env.LONG_TASKS_RUNS || 10));
const basePort = Number(process.env.LONG_TASKS_PORT || 3298);
const brandIds = measuredBrands(BRAND_IDS);
const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
let failed = false;
for (const [index, brandId] of brandIds.entries()) {
  const brand = brandData(brandId);
  const sandbox = await buildSandbox(brandId, basePort + index);
  const token = await demoToken(sandbox.url, brand);
  try {
    /** One fresh load of `path`: the durations of its long tasks, in ms. */
    async function measure({ path, agreed, guest }) {
      const context = await phoneContext(browser, { token: guest ? null : token, agreed });
      await context.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            window.__longTasks.push(Math.round(entry.duration));
        }).observe({ type: 'longtask', buffered: true });
        // Where the time went (LONG_TASKS_VERBOSE=1): each long animation frame's rendering
        // (from its renderStart: style, layout, paint; the browser's own font work is in
        // it) and its scripts over 20 ms.
        window.__frames = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const end = entry.startTime + entry.duration;
            const since = (start) => (start ? Math.round(end - start) : 0);
            window.__frames.push(
              `${Math.round(entry.duration)} ms frame at ${Math.round(entry.startTime)} ms (rendering ${since(entry.renderStart)}, style and layout ${since(entry.styleAndLayoutStart)}): ${entry.scripts
                .filter((script) => script.duration > 20)
                .map(
                  (script) =>
                    `${Math.round(script.duration)} ms ${script.invoker} ${script.sourceFunctionName}@${script.sourceURL.split('/').pop()}:${script.sourceCharPosition}`,
                )
                .join('; ')}`,
            );
          }
        }).observe({ type: 'long-animation-frame', buffered: true });
      });
      const { page } = await throttledPage(context);
      await page.goto(`${sandbox.url}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(4000);
      const tasks = await page.evaluate(() => window.__longTasks);
      if (process.env.LONG_TASKS_VERBOSE) {
        for (const frame of await page.evaluate(() => window.__frames)) console.log(`    ${frame}`);
      }
      await context.close();
      return tasks;
    }

    for (const visit of START_VISITS) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(visit));
      const longest = (tasks) => Math.max(0, ...tasks);
      const worst = runs.reduce((a, b) => (longest(b) > longest(a) ? b : a), []);
      const over = longest(worst) > LIMIT_MS;
      if (over) failed = true;
      console.log(
        `${over ? 'FAIL' : 'ok  '} ${brandId.padEnd(5)} ${visit.label.padEnd(26)} longest ${longest(worst)} ms in ${RUNS} loads (each load: ${runs.map(longest).join(', ')}); the worst load's long tasks: [${worst.join(', ')}]`,
      );
    }
  } finally {
    sandbox.stop();
  }
}
const machineIndex = await benchmarkIndex(browser);
await browser.close();
console.log(
  `4x CPU throttling, DPR 2; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}; ${benchmarkLine(machineIndex)}`,
);
if (failed) {
  console.error(`long tasks over ${LIMIT_MS} ms: see above`);
  process.exit(1);
}
