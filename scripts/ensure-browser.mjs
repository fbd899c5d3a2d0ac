// Makes sure a Chromium is there for the browser tests: Debian's package when none is
// found (installed with apt-get when running as root), else Playwright's own if present.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './browser.mjs';

function playwrightBrowser() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

if (chromiumPath()) {
  console.log(`browser: ${chromiumPath()}`);
} else if (playwrightBrowser()) {
  console.log(`browser: Playwright's own (${playwrightBrowser()})`);
} else if (process.getuid?.() === 0) {
  console.log('browser: none found, installing Debian chromium (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!chromiumPath()) {
    console.error('browser: apt-get finished but /usr/bin/chromium is still missing');
    process.exit(1);
  }
  console.log(`browser: ${chromiumPath()}`);
} else {
  console.error(
    "browser: no Chromium found. Install Debian's (sudo apt-get install -y chromium) or set CHROMIUM_PATH.",
  );
  process.exit(1);
}
