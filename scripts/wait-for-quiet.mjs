// Waits until this machine's CPUs are quiet before a measurement of the release
// (scripts/release): the long-task, frame-rate and Lighthouse figures are of the wallet on a
// throttled phone, and a machine still busy with what ran just before (the Playwright
// suite's browsers and sandboxes shutting down, files being written) made tasks 2x longer
// and the wheel drop frames. The load average cannot tell: it lags by a minute, so it reads
// 6 on a machine idle for 20 seconds. This reads the CPUs' own busy time instead.
//   node scripts/wait-for-quiet.mjs            (prints how long it waited)
// QUIET_MAX_WAIT_S caps the wait (default 180 s); after it the measurement runs anyway, and
// the line printed says the machine was busy.
import { cpus } from 'node:os';
import { pathToFileURL } from 'node:url';

/** Busy and total CPU time of every core together, in ms, since boot. */
export function cpuTimes() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** The share (0-1) of all cores' time spent busy between two `cpuTimes()` readings. */
export function busyShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Resolves once `quietSamples` one-second samples in a row were each under `maxBusy` of the
 * machine's CPU time, or after `maxWaitMs`: `{ quiet, waitedMs, lastBusy }`. `read` and
 * `sleep` are the clock and the CPU counters (replaced in tests).
 */
export async function waitForQuiet({
  maxBusy = 0.2,
  quietSamples = 5,
  sampleMs = 1000,
  maxWaitMs = 180_000,
  read = cpuTimes,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
} = {}) {
  let waitedMs = 0;
  let inARow = 0;
  let lastBusy = 0;
  let before = read();
  while (waitedMs < maxWaitMs) {
    await sleep(sampleMs);
    waitedMs += sampleMs;
    const after = read();
    lastBusy = busyShare(before, after);
    before = after;
    inARow = lastBusy < maxBusy ? inARow + 1 : 0;
    if (inARow >= quietSamples) return { quiet: true, waitedMs, lastBusy };
  }
  return { quiet: false, waitedMs, lastBusy };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const maxWaitMs = 1000 * Number(process.env.QUIET_MAX_WAIT_S || 180);
  const { quiet, waitedMs, lastBusy } = await waitForQuiet({ maxWaitMs });
  const busy = `${Math.round(lastBusy * 100)}% of the CPUs busy in the last second`;
  console.log(
    quiet
      ? `machine quiet after ${Math.round(waitedMs / 1000)} s (${busy})`
      : `machine still busy after ${Math.round(waitedMs / 1000)} s (${busy}): measuring anyway, read the figures with that in mind`,
  );
}
