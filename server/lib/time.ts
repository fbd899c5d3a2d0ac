/** Times travel as ISO 8601 UTC strings (contract "Wire format"). */
export const iso = (ms: number) => new Date(ms).toISOString();

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
// Bonus days and weeks in site time are the wallet's rule: src/domain/rules/bonus.ts.
