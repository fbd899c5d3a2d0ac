// The pure parts of the tap gate (scripts/measure-taps.mjs): a tap's latency as INP
// defines it, from the browser's Event Timing entries (the percentile of its runs is
// median.mjs's).

/**
 * The interactions among Event Timing entries (`{ name, interactionId, startTime,
 * duration }`), in the order they started: the entries of one interaction (pointerdown,
 * pointerup and click of a tap; keydown, input and keyup of a key) share an
 * `interactionId`, and the interaction lasts as long as its longest entry, each entry
 * running from the input to the next paint (INP's definition). Entries with no
 * interaction (`interactionId` 0: hovers, scrolls) are left out.
 */
export function groupInteractions(entries) {
  const byId = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = byId.get(entry.interactionId);
    if (known) {
      known.duration = Math.max(known.duration, entry.duration);
      known.startTime = Math.min(known.startTime, entry.startTime);
      known.names.push(entry.name);
    } else {
      byId.set(entry.interactionId, {
        id: entry.interactionId,
        startTime: entry.startTime,
        duration: entry.duration,
        names: [entry.name],
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * The latency of what a player did from `since` (a `performance.now()` reading taken just
 * before): its longest interaction started then or later (typing an amount is a few
 * keys; the slowest one is what the player felt). 0 when no entry was reported, which
 * the browser does only for an interaction under the observer's threshold (16 ms).
 */
export function latencySince(entries, since) {
  const after = groupInteractions(entries).filter((interaction) => interaction.startTime >= since);
  return Math.max(0, ...after.map((interaction) => interaction.duration));
}
