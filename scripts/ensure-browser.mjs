// Makes sure a Chromium is there for the browser tests: Debian's package when none is
// found (installed with apt-get when running as root), else Playwright's own if present.
// Then Debian's headless shell, which the tests prefer (scripts/browser.mjs): installed the
// same way, and only a slower run without it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath, HEADLESS_SHELL_PATH, testChromiumPath } from './browser.mjs';

const asRoot = process.getuid?.() === 0;
const aptInstall = (pkg) =>
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
    timeout: 300_000,
  });

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
} else if (asRoot) {
  console.log('browser: none found, installing Debian chromium (apt-get)…');
  aptInstall('chromium');
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

if (!process.env.CHROMIUM_PATH && chromiumPath() && !existsSync(HEADLESS_SHELL_PATH) && asRoot) {
  console.log('browser: installing Debian chromium-headless-shell for the tests (apt-get)…');
  try {
    aptInstall('chromium-headless-shell');
  } catch {
    console.log('browser: chromium-headless-shell could not be installed; the tests use chromium');
  }
}
console.log(`browser for the tests: ${testChromiumPath() ?? "Playwright's own"}`);
