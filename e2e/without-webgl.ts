import type { Page } from '@playwright/test';

/** The carousels' renderer worker (src/canvas/carousel/carousel-renderer-client.ts). */
export const CAROUSEL_RENDERER = /canvas-pixi-worker/;

/**
 * A browser without WebGL, for the page and for the carousels' renderer worker: every
 * `getContext('webgl'|'webgl2')` answers null. The worker's script gets the same override
 * in front of it (an init script reaches only the page).
 */
export async function withoutWebGL(page: Page): Promise<void> {
  const noWebGL = (prototype: { getContext: (...args: never[]) => unknown }) => {
    const original = prototype.getContext;
    prototype.getContext = function (this: unknown, kind: string, ...rest: unknown[]) {
      if (kind === 'webgl' || kind === 'webgl2') return null;
      return (original as (...args: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof prototype.getContext;
  };
  await page.addInitScript(`(${noWebGL})(HTMLCanvasElement.prototype)`);
  await page.route(CAROUSEL_RENDERER, async (route) => {
    const response = await route.fetch();
    const body = `(${noWebGL})(OffscreenCanvas.prototype);\n${await response.text()}`;
    await route.fulfill({ response, body });
  });
}
