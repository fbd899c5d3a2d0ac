/**
 * Intl data the browser may lack for the build's languages. Chromium on many phones (and
 * the test browser) has no Lao relative-time data, so "updated 5 minutes ago" would stay
 * English on Lao screens. The brand's `intlPolyfillLocales` decides which data a build can
 * need (rsbuild.config.ts turns it into the `INTL_POLYFILL_LO` constant): in a build
 * without it the branch below is dead code and the polyfill's chunks are never referenced,
 * so the Thai bundle carries none of it. Where the browser has the data, only the small
 * check runs and nothing more downloads.
 */
let loading: Promise<void> | null = null;

/** Loads what the browser lacks, once however often it is asked (boot and after-load). */
export function loadIntlPolyfills(): Promise<void> {
  loading ??= load();
  return loading;
}

async function load(): Promise<void> {
  if (import.meta.env.INTL_POLYFILL_LO) {
    try {
      const { polyfillLao } = await import(
        /* webpackChunkName: "intl-polyfill-lo" */ './intl-polyfill-lo'
      );
      await polyfillLao();
    } catch {
      // A failed download (flaky network) leaves the browser's own Intl: English relative
      // times are worse than Lao ones, but far better than a screen that never renders.
    }
  }
}
