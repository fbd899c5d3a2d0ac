// Measures, in a real browser against the production build of each brand, the gzip size
// of the JavaScript a screen loads, and fails over the budgets of docs/architecture.md#performance-budgets:
//   /login: 110 kB; /user/home before the canvas chunk: 135 kB; the PixiJS chunk: 115 kB.
// Sizes are gzip -9 of the built files, in kB of 1000 bytes (the stricter reading).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { startSandbox } from './sandbox-process.mjs';

const BUDGET = { login: 110_000, home: 135_000, canvas: 115_000 };
// SIZE_PORT_BASE moves its sandboxes, so checkouts on one machine can measure side by side.
const PORT_BASE = Number(process.env.SIZE_PORT_BASE || 3290);
const CANVAS_CHUNK = /(^|\/)canvas-pixi[.-]/;
const { BRAND_IDS, brandData } = await loadBrands();
// BRANDS=thai,lao picks some; every brand of brands/data by default.
const brandIds = process.env.BRANDS ? process.env.BRANDS.split(',') : BRAND_IDS;

const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

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
 *   (main.tsx marks `wallet:first-render`): the cost of becoming interactive;
 * - `until: 'canvas'`: what was requested before the PixiJS chunk was (everything, when the
 *   screen loads no canvas), once the network has gone quiet.
 */
async function scriptsLoaded(browser, url, { token, until }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => performance.getEntriesByName('wallet:first-render').length > 0);
  await page.waitForTimeout(1500);
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
  return files;
}

let failed = false;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const [index, brandId] of brandIds.entries()) {
    const brand = brandData(brandId);
    const dist = `dist/${brandId}`;
    const sandbox = await startSandbox({
      brand: brandId,
      port: PORT_BASE + index,
      staticDir: dist,
    });
    try {
      const login = await fetch(`${sandbox.url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requester': 'wallet-user' },
        body: JSON.stringify({ username: brand.demo.phone, password: brand.demo.password }),
      }).then((response) => response.json());
      if (!login.token) throw new Error(`demo login failed: ${JSON.stringify(login)}`);

      const sizeOf = (files) => files.reduce((sum, file) => sum + gz(join(dist, file)), 0);
      const loginLoad = await scriptsLoaded(browser, `${sandbox.url}/login`, {
        until: 'first-render',
      });
      const loginFiles = loginLoad.counted;
      const homeLoad = await scriptsLoaded(browser, `${sandbox.url}/user/home`, {
        token: login.token,
        until: 'canvas',
      });
      const homeFiles = homeLoad.all;
      const homeBeforeCanvas = homeLoad.counted;
      const canvasChunks = allJs(dist).filter((file) => CANVAS_CHUNK.test(file));
      const canvasSize = canvasChunks.reduce((sum, file) => sum + gz(file), 0);

      const rows = [
        ['/login', sizeOf(loginFiles), BUDGET.login, loginFiles.length],
        [
          '/user/home before canvas',
          sizeOf(homeBeforeCanvas),
          BUDGET.home,
          homeBeforeCanvas.length,
        ],
      ];
      if (canvasChunks.length)
        rows.push(['PixiJS chunk', canvasSize, BUDGET.canvas, canvasChunks.length]);
      console.log(`\n${brandId}:`);
      for (const [name, size, budget, count] of rows) {
        const ok = size <= budget;
        if (!ok) failed = true;
        console.log(
          `  ${ok ? 'ok  ' : 'OVER'} ${name.padEnd(26)} ${kb(size).padStart(9)} of ${kb(budget)} (${count} files)`,
        );
      }
      if (!canvasChunks.length) console.log('  (no PixiJS chunk in this build)');
      if (loginLoad.all.some((file) => CANVAS_CHUNK.test(file))) {
        failed = true;
        console.log('  OVER /login loads the PixiJS chunk: it must load only on screens that draw');
      }
      if (process.env.SIZE_VERBOSE) {
        const mark = (file, counted) => (counted.includes(file) ? '*' : ' ');
        console.log('    /login (* = before first render):');
        for (const file of loginLoad.all)
          console.log(`    ${mark(file, loginFiles)} ${file} ${kb(gz(join(dist, file)))}`);
        console.log('    /user/home (* = before the canvas chunk):');
        for (const file of homeFiles)
          console.log(`    ${mark(file, homeBeforeCanvas)} ${file} ${kb(gz(join(dist, file)))}`);
      }
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
