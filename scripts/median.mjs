// What a measurement gate reads of its runs: Lighthouse's score and a page's load times
// move from one run to the next on the same build, so the gates read the median run
// (scripts/release-report.mjs, scripts/measure-first-paint.mjs) or a percentile of the
// runs (the taps' 75th, the frames' 95th: measure-taps.mjs, measure-spin-fps.mjs).

/**
 * The median item of `items` by `key`: the lower of the two middle ones for an even count
 * (the worse, for a score), undefined for none.
 */
export function medianBy(items, key) {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The `p`th percentile (0-100) of `values` by the nearest rank: p75 of five is the 4th. */
export function percentile(values, p) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}
