// Measures, in a real browser against the production build of each brand, the gzip size
// of the JavaScript a screen loads, and fails over the budgets of docs/architecture.md#performance-budgets
// (scripts/budgets.ts): /login; /user/home before the canvas chunk; the PixiJS chunk. It also
// fails when either page downloads a module twice (in two chunks).
// Sizes are gzip -9 of the built files, in kB of 1000 bytes (the stricter reading).
// `measureSizes` is also the release gate's (scripts/release-report.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, testChromiumPath } from './browser.mjs';
import { startSandbox } from './sandbox-process.mjs';

const { SIZE_BUDGETS: BUDGET } = await tsImport('./budgets.ts', import.meta.url);
// SIZE_PORT_BASE moves its sandboxes, so checkouts on one machine can measure side by side.
const PORT_BASE = Number(process.env.SIZE_PORT_BASE || 3290);
const CANVAS_CHUNK = /(^|\/)canvas-pixi[.-]/;

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Logs the demo member in through the API: its token. */
export async function demoToken(url, brand) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requester': 'wallet-user' },
    body: JSON.stringify({ username: brand.demo.phone, password: brand.demo.password }),
  }).then((response) => response.json());
  if (!login.token) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
  return login.token;
}

function allJs(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return allJs(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/**
 * The JavaScript a screen fetched, from the page's own resource timings:
 * - `until: 'first-render'`: what was requested before the app's first screen rendered
 *   (src/app/boot.tsx marks `wallet:first-render`): the cost of becoming interactive;
 * - `until: 'canvas'`: what was requested before the PixiJS chunk was (everything, when the
 *   screen loads no canvas), once the network has gone quiet.
 * `twice`: the modules that arrived in two chunks (of everything the page loaded).
 */
async function scriptsLoaded(browser, url, { token, until }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('wallet:first-render').length > 0);
  await page.waitForTimeout(1500);
  // The bundler's chunk list (`self.rspackChunk<package name>`) keeps every chunk that
  // arrived as [chunk ids, { module id: factory }]: a module id in two of them is code the
  // page downloaded twice (two chunk groups that each carry their own copy).
  const twice = await page.evaluate(() => {
    const name = Object.keys(self).find((key) => key.startsWith('rspackChunk'));
    const chunks = name ? self[name] : [];
    const seen = new Map();
    const twice = [];
    for (const [ids, modules] of chunks) {
      for (const id of Object.keys(modules)) {
        if (seen.has(id)) twice.push(`${id} twice (chunks ${seen.get(id)} and ${ids.join(',')})`);
        else seen.set(id, ids.join(','));
      }
    }
    return twice;
  });
  const files = await page.evaluate(
    ({ until, canvasPattern }) => {
      const canvas = new RegExp(canvasPattern);
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const firstRender =
        performance.getEntriesByName('wallet:first-render')[0]?.startTime ?? Infinity;
      const canvasStart = Math.min(
        ...scripts.filter((entry) => canvas.test(entry.name)).map((entry) => entry.startTime),
      );
      const cutoff = until === 'first-render' ? firstRender : canvasStart;
      return {
        counted: scripts.filter((e) => e.startTime < cutoff).map((e) => new URL(e.name).pathname),
        all: scripts.map((e) => new URL(e.name).pathname),
      };
    },
    { until, canvasPattern: CANVAS_CHUNK.source },
  );
  await context.close();
  return { ...files, twice };
}

/**
 * The sizes of one brand's build served at `url`: rows `{ name, size, budget, count }`,
 * problems (each a failed budget), and the per-file listing for SIZE_VERBOSE.
 */
export async function measureSizes(browser, { dist, url, token }) {
  const sizeOf = (files) => files.reduce((sum, file) => sum + gz(join(dist, file)), 0);
  const loginLoad = await scriptsLoaded(browser, `${url}/login`, { until: 'first-render' });
  const loginFiles = loginLoad.counted;
  const homeLoad = await scriptsLoaded(browser, `${url}/user/home`, { token, until: 'canvas' });
  const homeBeforeCanvas = homeLoad.counted;
  const canvasChunks = allJs(dist).filter((file) => CANVAS_CHUNK.test(file));
  const canvasSize = canvasChunks.reduce((sum, file) => sum + gz(file), 0);
  const rows = [
    { name: '/login', size: sizeOf(loginFiles), budget: BUDGET.login, count: loginFiles.length },
    {
      name: '/user/home before canvas',
      size: sizeOf(homeBeforeCanvas),
      budget: BUDGET.home,
      count: homeBeforeCanvas.length,
    },
  ];
  if (canvasChunks.length) {
    rows.push({
      name: 'PixiJS chunk',
      size: canvasSize,
      budget: BUDGET.canvas,
      count: canvasChunks.length,
    });
  }
  const problems = rows.filter((row) => row.size > row.budget).map((row) => `${row.name} over`);
  for (const [screen, load] of [
    ['/login', loginLoad],
    ['/user/home', homeLoad],
  ]) {
    for (const module of load.twice) problems.push(`${screen} downloads module ${module}`);
  }
  if (loginLoad.all.some((file) => CANVAS_CHUNK.test(file))) {
    problems.push('/login loads the PixiJS chunk: it must load only on screens that draw');
  }
  const mark = (file, counted) => (counted.includes(file) ? '*' : ' ');
  const listing = [
    '    /login (* = before first render):',
    ...loginLoad.all.map((f) => `    ${mark(f, loginFiles)} ${f} ${kb(gz(join(dist, f)))}`),
    '    /user/home (* = before the canvas chunk):',
    ...homeLoad.all.map((f) => `    ${mark(f, homeBeforeCanvas)} ${f} ${kb(gz(join(dist, f)))}`),
  ];
  return { rows, problems, noCanvas: !canvasChunks.length, listing };
}

async function main() {
  const { BRAND_IDS, brandData } = await loadBrands();
  // BRANDS=<id>,<id> picks some; every brand of brands/data by default.
  const brandIds = process.env.BRANDS ? process.env.BRANDS.split(',') : BRAND_IDS;
  let failed = false;
  const browser = await chromium.launch({
    executablePath: testChromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    for (const [index, brandId] of brandIds.entries()) {
      const dist = `dist/${brandId}`;
      const sandbox = await startSandbox({
        brand: brandId,
        port: PORT_BASE + index,
        staticDir: dist,
      });
      try {
        const token = await demoToken(sandbox.url, brandData(brandId));
        const { rows, problems, noCanvas, listing } = await measureSizes(browser, {
          dist,
          url: sandbox.url,
          token,
        });
        console.log(`\n${brandId}:`);
        for (const { name, size, budget, count } of rows) {
          console.log(
            `  ${size <= budget ? 'ok  ' : 'OVER'} ${name.padEnd(26)} ${kb(size).padStart(9)} of ${kb(budget)} (${count} files)`,
          );
        }
        if (noCanvas) console.log('  (no PixiJS chunk in this build)');
        for (const problem of problems.filter((p) => !p.endsWith(' over'))) {
          console.log(`  OVER ${problem}`);
        }
        if (problems.length) failed = true;
        if (process.env.SIZE_VERBOSE) console.log(listing.join('\n'));
      } finally {
        sandbox.stop();
      }
    }
  } finally {
    await browser.close();
  }
  if (failed) {
    console.error('\nsize check: over budget');
    process.exit(1);
  }
  console.log('\nsize check: within budget');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
