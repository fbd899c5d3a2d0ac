// Reports the main-thread long tasks (over 50 ms) of /login and /user/home of the Thai
// production build, on a 4x-throttled CPU at devicePixelRatio 2, as docs/architecture.md#performance-budgets asks to
// measure. It reports; it does not fail (a shared 2-core machine with software WebGL
// is noisier and slower at WebGL than a phone's GPU). Run after `npm run build`:
//   node scripts/measure-long-tasks.mjs
import { chromium } from '@playwright/test';
import { loadBrands } from './brands.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './browser.mjs';
import { startSandbox } from './sandbox-process.mjs';

const { brandData } = await loadBrands();
const brandId = 'thai';
const brand = brandData(brandId);
const sandbox = await startSandbox({ brand: brandId, port: 3298, staticDir: `dist/${brandId}` });
const { token } = await fetch(`${sandbox.url}/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'X-Requester': 'wallet-user' },
  body: JSON.stringify({ username: brand.demo.phone, password: brand.demo.password }),
}).then((response) => response.json());
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const path of ['/login', '/user/home']) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
    });
    await context.addInitScript((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('agreed', 'true');
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: true });
    }, token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${sandbox.url}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(4000);
    const tasks = await page.evaluate(() => window.__longTasks);
    const over = tasks.filter((ms) => ms > 100);
    console.log(
      `${path.padEnd(11)} longest ${Math.max(0, ...tasks)} ms; ${over.length} of ${tasks.length} long tasks over 100 ms: [${tasks.join(', ')}]`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  sandbox.stop();
}
