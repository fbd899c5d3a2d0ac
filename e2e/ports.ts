import { BRAND_IDS } from '../brands/data';
import type { BrandId } from '../brands/types';

/**
 * The ports of the e2e run, all derived from E2E_PORT_BASE (default 3201) so that two
 * checkouts on one machine can test side by side:
 * - `base + 10 + 2 × brand index`: the `<brand>-dev` projects' `npm start` (its sandbox one above);
 * - `base + 20 + 10 × brand index + worker`: the sandbox of each Playwright worker (e2e/fixtures.ts).
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE || 3201);

/** At most this many workers at once: the next brand's ports start after them. */
export const MAX_WORKERS = 10;

export function devServerPort(brandId: BrandId): number {
  return PORT_BASE + 10 + 2 * BRAND_IDS.indexOf(brandId);
}

/** `parallelIndex` is unique among the workers running at one time, across projects. */
export function workerSandboxPort(brandId: BrandId, parallelIndex: number): number {
  if (parallelIndex >= MAX_WORKERS) {
    throw new Error(
      `at most ${MAX_WORKERS} Playwright workers: their sandboxes' ports would overlap`,
    );
  }
  return PORT_BASE + 20 + MAX_WORKERS * BRAND_IDS.indexOf(brandId) + parallelIndex;
}
