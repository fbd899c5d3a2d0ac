// The run a measurement gate judges: Lighthouse's score and a page's load times move
// from one run to the next on the same build, so the gates read the median run
// (scripts/release-report.mjs, scripts/measure-first-paint.mjs).

/**
 * The median item of `items` by `key`: the lower of the two middle ones for an even count
 * (the worse, for a score), undefined for none.
 */
export function medianBy(items, key) {
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
