/**
 * Every release budget in one place (docs/architecture.md#performance-budgets): the size
 * check (`npm test`, scripts/check-size.mjs) and the release gate (`npm run release`,
 * scripts/release-report.mjs) both read these.
 */

/** Gzip (level 9) bytes of JavaScript, kB = 1000 bytes (the stricter reading). */
export interface SizeBudgets {
  /** /login: scripts requested before the first render. */
  login: number;
  /** /user/home: scripts requested before the canvas chunk. */
  home: number;
  /** The PixiJS chunk (`canvas-pixi`). */
  canvas: number;
}

export const SIZE_BUDGETS: SizeBudgets = { login: 100_000, home: 125_000, canvas: 115_000 };

/** Lighthouse mobile category scores, 0 to 100: the least a page may score. */
export interface LighthouseBudget {
  performance: number;
  accessibility: number;
  bestPractices: number;
}

/** The pages the release gate runs Lighthouse on. */
export type LighthousePage = 'login' | 'homeFirstVisit' | 'homeReturning';

export const LIGHTHOUSE_BUDGETS: Record<LighthousePage, LighthouseBudget> = {
  login: { performance: 100, accessibility: 100, bestPractices: 100 },
  /** A member who has not accepted the agreement yet: it opens over the home screen. */
  homeFirstVisit: { performance: 95, accessibility: 100, bestPractices: 100 },
  /** A member who has (`agreed` stored). */
  homeReturning: { performance: 95, accessibility: 100, bestPractices: 100 },
};

/**
 * First load on a phone on a slow mobile connection (scripts/measure-first-paint.mjs: 4x
 * CPU, 300 ms per request, 1.6 Mbps down, a cold cache), in ms from the navigation, the
 * median of five loads per brand.
 */
export interface FirstLoadBudgets {
  /** /login: the login form on screen. */
  loginForm: number;
  /** /user/home of a returning member: the total balance on screen. */
  balances: number;
}

export const FIRST_LOAD_BUDGETS: FirstLoadBudgets = { loginForm: 1400, balances: 1800 };

/**
 * The longest a tap may take to answer, in ms: from the input to the next paint (the
 * interaction's duration, as INP measures it), the 75th percentile of five fresh loads
 * for each of the taps players make most, on a 4x-throttled CPU (scripts/measure-taps.mjs).
 * 100 ms is the most a reply can take and still feel instant.
 */
export const TAP_BUDGET_MS = 100;
