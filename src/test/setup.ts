import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

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
