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
