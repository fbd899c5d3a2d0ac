// Which Chromium the browser tests drive. Playwright cannot download its own browser on
// this project's machines, so Debian's Chromium is used where it is installed; a machine
// with Playwright's own browser (a developer laptop) uses that instead.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The executable to launch, or undefined for Playwright's own browser. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return SYSTEM_PATHS.find((path) => existsSync(path));
}

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests and the release's page measurements drive (Playwright, the size
 * check, the first-load, long-task and tap gates): the headless shell where it is
 * installed, as Playwright itself runs headless tests, else chromiumPath(). It is the same
 * Blink and V8 without the desktop browser around it: the e2e suite takes a fifth less time
 * on the 2-core machine (README "Tests"), and a measured page is not slowed by the desktop
 * browser's own work. The full browser in headless mode starts the address bar's popup (a
 * WebUI renderer) at an unpredictable moment and composites through its GPU process; on
 * two cores that took CPU from the measured page: the same /login build had main-thread
 * tasks of up to 249 ms there and of up to 114 ms in the shell (docs/architecture.md#first-load).
 * A phone's browser runs neither beside the page. Lighthouse and the frame-rate gate keep
 * the full browser (chromiumPath()).
 */
export function testChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumPath();
}
