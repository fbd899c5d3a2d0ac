// What the long tasks of a page's start are made of: loads a page of a brand's production
// build as the long-task gate does (scripts/measure-long-tasks.mjs: a fresh context, 4x CPU
// throttling, 360x740 at devicePixelRatio 2), records a Chromium trace of each load, and
// prints each main-thread task over 50 ms with the time its parts took themselves
// (scripts/trace-tasks.mjs), then what the tasks over 100 ms of all loads were made of.
// A tool for working on the gate, not a gate: the tracer's own work (V8 collecting source
// positions for every script it sees, 60-120 ms in the main script's evaluation) makes
// script tasks longer than the gate measures them, so script tasks are read in the gate's
// long animation frames (LONG_TASKS_VERBOSE=1) and the browser's own work here.
//   BRANDS=thai TRACE_VISIT=login node scripts/trace-long-tasks.mjs
// BRANDS chooses the brands (default all); TRACE_VISIT: `login` (default), `first`
// (/user/home, the agreement opens) or `returning` (START_VISITS, scripts/measured-page.mjs);
// TRACE_RUNS loads per brand (default 5); TRACE_SAVE=<dir> keeps each trace as JSON (for
// Chromium's or Perfetto's trace viewer); TRACE_PORT moves the sandboxes (default 3297 and
// up). After a build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, testChromiumPath } from './browser.mjs';
import { buildSandbox, demoToken, measuredBrands } from './measured-brands.mjs';
import { phoneContext, START_VISITS, throttledPage } from './measured-page.mjs';
import { longTasksOf } from './trace-tasks.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'loading',
  'v8',
  'fonts',
].join(',');
const LONG_MS = 50;
const LIMIT_MS = 100;

const { brandData, BRAND_IDS } = await loadBrands();
const visitName = process.env.TRACE_VISIT || 'login';
const visit = START_VISITS.find((candidate) => candidate.name === visitName);
if (!visit) throw new Error(`TRACE_VISIT: one of ${START_VISITS.map((v) => v.name).join(', ')}`);
const runs = Math.max(1, Number(process.env.TRACE_RUNS || 5));
const saveDir = process.env.TRACE_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });
const basePort = Number(process.env.TRACE_PORT || 3297);
const fixed = (ms) => Math.round(ms);

const browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const [index, brandId] of measuredBrands(BRAND_IDS).entries()) {
    await traceBrand(brandId, basePort + index);
  }
} finally {
  await browser.close();
}

/** Traces `runs` loads of the visit on the brand's build and prints what their tasks were. */
async function traceBrand(brandId, port) {
  const brand = brandData(brandId);
  const sandbox = await buildSandbox(brandId, port);
  const over = new Map();
  let overCount = 0;
  try {
    const token = visit.guest ? null : await demoToken(sandbox.url, brand);
    for (let run = 1; run <= runs; run += 1) {
      const context = await phoneContext(browser, { token, agreed: visit.agreed });
      const { page, cdp } = await throttledPage(context);
      const events = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
      await page.goto(`${sandbox.url}${visit.path}`, { waitUntil: 'networkidle' });
      // What the page does in its first seconds after the network has gone quiet (the gate
      // waits 4 s; the tasks that matter here are over by then).
      await page.waitForTimeout(3000);
      await cdp.send('Tracing.end');
      await complete;
      await context.close();
      if (saveDir) {
        writeFileSync(join(saveDir, `${brandId}-${visitName}-${run}.json`), JSON.stringify(events));
      }
      const tasks = longTasksOf(events, LONG_MS);
      const origin = tasks[0]?.startMs ?? 0;
      console.log(
        `${brandId} load ${run}: ${tasks.map((task) => fixed(task.durationMs)).join(', ')} ms`,
      );
      for (const task of tasks) {
        const cpu = task.cpuMs === undefined ? '' : `, ${fixed(task.cpuMs)} ms CPU`;
        const parts = task.parts
          .slice(0, 6)
          .map((part) => `${part.name} ${fixed(part.ms)}`)
          .join(', ');
        console.log(
          `  ${fixed(task.durationMs)} ms at +${fixed(task.startMs - origin)}${cpu}: ${parts}`,
        );
        if (task.durationMs <= LIMIT_MS) continue;
        overCount += 1;
        for (const part of task.parts) over.set(part.name, (over.get(part.name) ?? 0) + part.ms);
      }
    }
  } finally {
    await sandbox.stop();
  }
  console.log(
    `\n${brandId} ${visit.path} (${visitName}), ${runs} loads, 4x CPU: ${overCount} tasks over ${LIMIT_MS} ms; what they were made of (ms in all of them):`,
  );
  for (const [name, ms] of [...over].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${String(fixed(ms)).padStart(6)}  ${name}`);
  }
}
