import { readLocal, writeLocal } from '../lib/storage';

/** The stored last refresh (ISO text; epoch milliseconds are read too), or null. */
export function parseLastSync(value: string | null): number | null {
  if (!value) return null;
  const time = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

export function readLastSync(): number | null {
  return parseLastSync(readLocal('lastSync'));
}

export function writeLastSync(time: number): void {
  writeLocal('lastSync', new Date(time).toISOString());
}
