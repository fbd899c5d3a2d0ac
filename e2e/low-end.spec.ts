import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Low-end phones (docs/architecture.md#canvas-lifecycle, "Low-end phones"): what a phone reports of its memory
 * decides how much the carousels and the spin wheel draw. Chromium reports
 * `navigator.deviceMemory`; the tests make the phone report less.
 */
async function reportMemory(page: Page, gigabytes: number) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => value });
  }, gigabytes);
}

/** The scripts the page asks for, to see whether PixiJS was ever loaded. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
  });
  return scripts;
}

/** The spin wheel's WebGL canvas: its pixels per CSS pixel of its layout size, once drawn. */
async function wheelDensity(page: Page): Promise<number> {
  const area = page.locator('[data-scene]');
  await expect(area).toHaveAttribute('data-scene', 'ready', { timeout: 15_000 });
  return area
    .locator('[data-wheel="pixi"] canvas')
    .evaluate((canvas: HTMLCanvasElement) => canvas.width / canvas.getBoundingClientRect().width);
}

test.describe('low-end phones', () => {
  test('1 GB of memory: the DOM cards and the flat wheel, and PixiJS never downloaded', async ({
    page,
    t,
    home,
    loggedIn,
  }) => {
    await reportMemory(page, 1);
    const scripts = scriptsOf(page);
    await loggedIn();
    await home.open();
    const games = page.getByRole('region', { name: t['home.games'] });
    await expect(games.locator('[data-scene="fallback"]')).toHaveCount(3);
    await page.goto('/user/spin');
    const area = page.locator('[data-scene]');
    await expect(area).toHaveAttribute('data-scene', 'fallback');
    await expect(area.locator('[data-wheel="flat"] canvas')).toBeVisible();
    expect(scripts.filter((url) => /canvas-pixi/.test(url))).toEqual([]);
  });

  test('2 GB: the wheel draws at 1 device pixel per CSS pixel, where 8 GB draws at 1.5', async ({
    page,
    loggedIn,
  }) => {
    await reportMemory(page, 2);
    await loggedIn();
    await page.goto('/user/spin');
    const reduced = await wheelDensity(page);

    // The same phone screen (2.75 device pixels per CSS pixel) with 8 GB: the usual 1.5.
    const roomy = await page.context().newPage();
    await reportMemory(roomy, 8);
    await roomy.goto('/user/spin');
    // The canvas is larger than the wheel it turns: compared, not read as a number.
    expect((await wheelDensity(roomy)) / reduced).toBeCloseTo(1.5, 1);
  });
});
