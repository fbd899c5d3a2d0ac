// How smoothly the spin wheel turns (docs/product.md#spinning) and the game carousels
// follow a finger: builds the Thai bundle, serves it from a sandbox on its own port, and in
// Chromium on a 4x-throttled CPU at devicePixelRatio 2
// - spins the wheel, once with WebGL (PixiJS) and once without (the 2D wheel), from the
//   tap until the wheel is at rest;
// - drags each carousel of /user/home across two cards and lets it settle;
// and prints the average frame rate and the 95th-percentile frame time of each, with the
// load average: for the wheel, the page's requestAnimationFrame deltas (it renders on the
// main thread); for the carousels, the frames their renderer worker actually put into
// the carousel's canvas (src/canvas/carousel/carousel-gl.ts), timed in the worker. Exits 1 when one averages
// under 55 fps. WebGL here is SwiftShader (software) and the machine may be shared: the
// figures are pessimistic next to a phone's GPU; read them with the load average.
//   node scripts/measure-spin-fps.mjs              (builds dist/thai first)
//   node scripts/measure-spin-fps.mjs --no-build   (uses the dist/thai there is)
// SPIN_FPS_PORT moves the sandbox (default 3297).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { buildSandbox, demoToken } from './measured-brands.mjs';
import { phoneContext, throttledPage } from './measured-page.mjs';
import { percentile } from './median.mjs';

const { brandData, DEFAULT_BRAND_ID: brandId } = await loadBrands();
if (!process.argv.includes('--no-build')) {
  console.log(`building dist/${brandId}…`);
  execFileSync('npx', ['rsbuild', 'build', '--environment', brandId], { stdio: 'ignore' });
}
const brand = brandData(brandId);
const port = Number(process.env.SPIN_FPS_PORT || 3297);
const sandbox = await buildSandbox(brandId, port);

const login = () => demoToken(sandbox.url, brand);

const MIN_FPS = 55;

function summary(frames) {
  const deltas = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  const duration = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
  return {
    frames: deltas.length,
    seconds: duration / 1000,
    fps: deltas.length / (duration / 1000),
    p95: percentile(deltas, 95) ?? 0,
    worst: Math.max(0, ...deltas),
  };
}

/** Drags each carousel of /user/home two cards to the left and waits until it settles. */
async function measureCarousels(browser) {
  await fetch(`${sandbox.url}/api/__sandbox/reset`, {
    method: 'POST',
    // The controls refuse a call without it (server/lib/dev-controls.ts).
    headers: { 'X-Sandbox-Control': '1' },
  });
  const token = await login();
  const context = await phoneContext(browser, { token });
  const { page } = await throttledPage(context);
  await page.goto(`${sandbox.url}/user/home`, { waitUntil: 'networkidle' });
  const scenes = page.locator('[data-scene="ready"]');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-scene="ready"]').length >= 3,
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(1500);
  const renderer = page.workers().find((worker) => /canvas-pixi-worker/.test(worker.url()));
  if (!renderer) throw new Error('the carousels have no renderer worker');
  const results = [];
  for (let index = 0; index < (await scenes.count()); index += 1) {
    const scene = scenes.nth(index);
    await scene.scrollIntoViewIfNeeded();
    const box = await scene.boundingBox();
    if (!box) continue;
    const before = await scene.getAttribute('data-centre');
    // Each frame the worker presents is one copy into a carousel's canvas: timed there.
    await renderer.evaluate(() => {
      globalThis.__carouselFrames = [];
      const proto = OffscreenCanvasRenderingContext2D.prototype;
      if (!proto.__timed) {
        const drawImage = proto.drawImage;
        proto.drawImage = function (...args) {
          globalThis.__carouselFrames.push(performance.now());
          return drawImage.apply(this, args);
        };
        proto.__timed = true;
      }
    });
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.15, y, { steps: 30 });
    await page.mouse.up();
    await page
      .waitForFunction(
        ({ i, was }) => {
          const element = document.querySelectorAll('[data-scene="ready"]')[i];
          return element?.getAttribute('data-centre') !== was;
        },
        { i: index, was: before },
        { timeout: 10_000, polling: 100 },
      )
      .catch(() => undefined);
    await page.waitForTimeout(600);
    const frames = await renderer.evaluate(() => globalThis.__carouselFrames);
    results.push({ name: `carousel ${index + 1}`, ...summary(frames) });
  }
  await context.close();
  return results;
}

async function measure(browser, { webgl }) {
  await fetch(`${sandbox.url}/api/__sandbox/reset`, {
    method: 'POST',
    // The controls refuse a call without it (server/lib/dev-controls.ts).
    headers: { 'X-Sandbox-Control': '1' },
  });
  const token = await login();
  const context = await phoneContext(browser, { token });
  if (!webgl) {
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
        if (kind === 'webgl' || kind === 'webgl2') return null;
        return original.call(this, kind, ...rest);
      };
    });
  }
  const { page } = await throttledPage(context);
  await page.goto(`${sandbox.url}/user/spin`, { waitUntil: 'networkidle' });
  const scene = page.locator('[data-scene]');
  await page.waitForFunction(
    (expected) => document.querySelector('[data-scene]')?.getAttribute('data-scene') === expected,
    webgl ? 'ready' : 'fallback',
    { timeout: 60_000 },
  );
  // Let start-up work settle before the spin.
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    const frames = [];
    window.__spinFrames = frames;
    const record = (time) => {
      frames.push(time);
      if (!window.__spinStop) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await scene.getByRole('button').click();
  await page.waitForFunction(
    () => document.querySelector('[data-wheel][data-landings="1"]') !== null,
    undefined,
    { timeout: 60_000, polling: 250 },
  );
  const frames = await page.evaluate(() => {
    window.__spinStop = true;
    return window.__spinFrames;
  });
  await context.close();
  return summary(frames);
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let slow = 0;
const report = (name, r) => {
  const ok = r.fps >= MIN_FPS;
  if (!ok) slow += 1;
  console.log(
    `${ok ? 'ok  ' : 'SLOW'} ${name.padEnd(22)} ${r.fps.toFixed(1)} fps average, p95 frame ${r.p95.toFixed(1)} ms, worst ${r.worst.toFixed(1)} ms (${r.frames} frames over ${r.seconds.toFixed(1)} s)`,
  );
};
try {
  for (const webgl of [true, false]) {
    report(`wheel, ${webgl ? 'WebGL (PixiJS)' : '2D fallback'}`, await measure(browser, { webgl }));
  }
  for (const r of await measureCarousels(browser)) report(`${r.name} drag`, r);
} finally {
  await browser.close();
  sandbox.stop();
}
console.log(
  `4x CPU throttling, DPR 2; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
if (slow > 0) {
  console.error(`${slow} measurement(s) under ${MIN_FPS} fps average`);
  process.exit(1);
}
