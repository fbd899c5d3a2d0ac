import { busyShare, cpuTimes, waitForQuiet } from './wait-for-quiet.mjs';

/** CPU counters of two cores: each read after the first adds a second, `shares` busy in turn. */
function machine(shares: number[]) {
  let busy = 0;
  let total = 0;
  let reads = 0;
  return () => {
    if (reads > 0) {
      busy += 2000 * (shares[Math.min(reads - 1, shares.length - 1)] ?? 0);
      total += 2000;
    }
    reads += 1;
    return { busy, total };
  };
}

const noWait = () => Promise.resolve();

describe('busyShare', () => {
  it('is the busy part of all cores’ time between two readings', () => {
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 600, total: 3000 })).toBe(0.25);
    expect(busyShare({ busy: 5, total: 10 }, { busy: 5, total: 10 })).toBe(0);
  });

  it('reads this machine’s counters', () => {
    const { busy, total } = cpuTimes();
    expect(total).toBeGreaterThan(0);
    expect(busy).toBeGreaterThanOrEqual(0);
    expect(busy).toBeLessThanOrEqual(total);
  });
});

describe('waitForQuiet', () => {
  it('waits for enough quiet seconds in a row: a busy one starts the count again', async () => {
    const read = machine([0.9, 0.05, 0.05, 0.8, 0.05, 0.05, 0.05]);
    const result = await waitForQuiet({ read, sleep: noWait, quietSamples: 3 });
    expect(result).toMatchObject({ quiet: true, waitedMs: 7000 });
    expect(result.lastBusy).toBeCloseTo(0.05);
  });

  it('gives up after the longest wait, saying the machine stayed busy', async () => {
    const read = machine([0.6]);
    const result = await waitForQuiet({ read, sleep: noWait, maxWaitMs: 10_000 });
    expect(result).toMatchObject({ quiet: false, waitedMs: 10_000 });
    expect(result.lastBusy).toBeCloseTo(0.6);
  });
});
