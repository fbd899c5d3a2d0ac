import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// A worker runs one file after another in one process (vitest.config.ts, `isolate: false`):
// each file imports the wallet's modules afresh, as a page load would, so that no state a
// module keeps (texts, features, the tabs' channel, a `vi.mock`) passes to the next file.
vi.resetModules();

// Plain-logic tests run in Node (vitest.config.ts): only a test in jsdom has a page to set up.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // `findBy…`/`waitFor` on a 2-core machine running the whole suite can take longer than the
  // library's 1 s; a test still fails when what it waits for never comes.
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
