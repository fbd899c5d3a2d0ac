export interface CpuTimes {
  busy: number;
  total: number;
}
export function cpuTimes(): CpuTimes;
export function busyShare(before: CpuTimes, after: CpuTimes): number;
export function waitForQuiet(options?: {
  maxBusy?: number;
  quietSamples?: number;
  sampleMs?: number;
  maxWaitMs?: number;
  read?: () => CpuTimes;
  sleep?: (ms: number) => Promise<void>;
}): Promise<{ quiet: boolean; waitedMs: number; lastBusy: number }>;
