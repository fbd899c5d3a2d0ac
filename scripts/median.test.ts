import { medianBy, percentile } from './median.mjs';

describe('medianBy', () => {
  it('picks the middle run by its key, whatever the order they came in', () => {
    const runs = [[120, 60], [70], [55, 104], [90], [61]];
    const longest = (tasks: number[]) => Math.max(0, ...tasks);
    expect(medianBy(runs, longest)).toEqual([90]);
  });

  it('judges one outlier among three runs as the typical run, two as a failure', () => {
    expect(medianBy([80, 130, 75], (ms) => ms)).toBe(80);
    expect(medianBy([80, 130, 125], (ms) => ms)).toBe(125);
  });

  it('takes the lower middle of an even count, and nothing of none', () => {
    expect(medianBy([100, 99, 98, 100], (score) => score)).toBe(99);
    expect(medianBy([], (score: number) => score)).toBeUndefined();
  });

  it('leaves the runs as they were', () => {
    const scores = [100, 98, 99];
    medianBy(scores, (score) => score);
    expect(scores).toEqual([100, 98, 99]);
  });
});

describe('percentile', () => {
  it('takes the nearest rank: the 4th of five for p75, whatever the order', () => {
    expect(percentile([90, 40, 120, 64, 72], 75)).toBe(90);
    expect(percentile([10, 20, 30, 40], 75)).toBe(30);
  });

  it('is the one value of one run, and nothing of none', () => {
    expect(percentile([48], 75)).toBe(48);
    expect(percentile([], 75)).toBeUndefined();
  });
});
