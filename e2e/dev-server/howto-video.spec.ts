import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Under `npm start` (the `<brand>-dev` projects of playwright.config.ts: the sandbox and
 * `rsbuild dev` started by scripts/start.mjs, /api proxied), the how-to videos play as they
 * do from the built bundle: React's development StrictMode, the proxy, range requests and
 * content type must not leave a player at 0:00 with no source.
 */

/** The video loads and its clock moves. */
async function expectPlaying(video: Locator) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

test.describe('how-to videos under the dev server', () => {
  test('a video has its source and plays', async ({ page, brand, sandbox, t }) => {
    void sandbox;
    await page.goto('/howto');
    const first = brand.howto[0];
    if (!first) throw new Error('the brand has no how-to video');
    const title = t[first.titleId] ?? '';
    await page.getByRole('button', { name: title, exact: true }).click();
    const video = page.getByRole('dialog', { name: title }).locator('video');
    // Media paths are resolved on the API's origin (safeApiUrl), the page's own here.
    await expect(video).toHaveAttribute('src', new URL(first.src, page.url()).href);
    await expectPlaying(video);
  });

  test('a video that cannot load says so, and the retry plays it', async ({
    page,
    brand,
    sandbox,
    t,
    say,
  }) => {
    void sandbox;
    const last = brand.howto.at(-1);
    if (!last) throw new Error('the brand has no how-to video');
    // The file fails until the network is "back".
    let broken = true;
    await page.route(`**${last.src}`, (route) => (broken ? route.abort() : route.continue()));
    await page.goto('/howto');
    const title = t[last.titleId] ?? '';
    await page.getByRole('button', { name: title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText(say('howto.video.loadFailed'))).toBeVisible();

    broken = false;
    await dialog.getByRole('button', { name: t['ui.retry'], exact: true }).click();
    await expect(dialog.getByText(say('howto.video.loadFailed'))).toBeHidden();
    await expectPlaying(dialog.locator('video'));
  });
});
