// Reports how smoothly the spin wheel turns (docs/product.md#spinning): builds the Thai
// bundle, serves it from a sandbox on its own port, opens /user/spin in Chromium on a
// 4x-throttled CPU at devicePixelRatio 2, spins the wheel and prints the average frame rate
// and the 95th-percentile frame time (requestAnimationFrame deltas from the tap until the
// wheel is at rest), once with WebGL (PixiJS) and once without (the 2D wheel). It reports;
// it does not fail: WebGL here is SwiftShader (software), so the figures are pessimistic
// next to a phone's GPU.
//   node scripts/measure-spin-fps.mjs              (builds dist/thai first)
//   node scripts/measure-spin-fps.mjs --no-build   (uses the dist/thai there is)
// SPIN_FPS_PORT moves the sandbox (default 3297).
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { startSandbox } from './sandbox-process.mjs';

const brandId = 'thai';
if (!process.argv.includes('--no-build')) {
  console.log(`building dist/${brandId}…`);
  execFileSync('npx', ['rsbuild', 'build', '--environment', brandId], { stdio: 'ignore' });
}
const { brandData } = await loadBrands();
const brand = brandData(brandId);
const port = Number(process.env.SPIN_FPS_PORT || 3297);
const sandbox = await startSandbox({ brand: brandId, port, staticDir: `dist/${brandId}` });

async function login() {
  const response = await fetch(`${sandbox.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requester': 'wallet-user' },
    body: JSON.stringify({ username: brand.demo.phone, password: brand.demo.password }),
  });
  return (await response.json()).token;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function measure(browser, { webgl }) {
  await fetch(`${sandbox.url}/api/__sandbox/reset`, { method: 'POST' });
  const token = await login();
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
  });
  await context.addInitScript(
    ({ t, noWebgl }) => {
      localStorage.setItem('token', t);
      localStorage.setItem('agreed', 'true');
      if (noWebgl) {
        const original = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
          if (kind === 'webgl' || kind === 'webgl2') return null;
          return original.call(this, kind, ...rest);
        };
      }
    },
    { t: token, noWebgl: !webgl },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
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
  const deltas = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  const duration = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
  return {
    frames: deltas.length,
    seconds: duration / 1000,
    fps: deltas.length / (duration / 1000),
    p95: percentile(deltas, 95),
    worst: Math.max(0, ...deltas),
  };
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const webgl of [true, false]) {
    const r = await measure(browser, { webgl });
    console.log(
      `${(webgl ? 'WebGL (PixiJS)' : '2D fallback').padEnd(15)} ${r.fps.toFixed(1)} fps average, p95 frame ${r.p95.toFixed(1)} ms, worst ${r.worst.toFixed(1)} ms (${r.frames} frames over ${r.seconds.toFixed(1)} s, 4x CPU throttling, DPR 2)`,
    );
  }
} finally {
  await browser.close();
  sandbox.stop();
}
