// How fast this machine's CPU is, as Lighthouse rates it: its BenchmarkIndex, computed in a
// blank page of the measuring browser, unthrottled, by Lighthouse's own function. The
// gates throttle the CPU 4x relative to the machine they run on, and Lighthouse's 4x is
// meant to bring a high-end desktop (an index of 1500-2000) to a mid-tier phone: on a
// slower machine the same 4x is a slower phone. Printed with the gates' figures, so that
// figures from two machines are not compared as if they were one.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The index in `browser` (a Playwright Browser), rounded. */
export async function benchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
  } finally {
    await page.close();
  }
}

/** The line the gates print. */
export function benchmarkLine(index) {
  return `this machine's Lighthouse BenchmarkIndex: ${index} (Lighthouse's 4x CPU slowdown takes 1500-2000, a high-end desktop, to a mid-tier phone)`;
}
