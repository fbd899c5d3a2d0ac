export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string } & Record<string, unknown>;
}
export interface LongTask {
  startMs: number;
  durationMs: number;
  cpuMs: number | undefined;
  parts: { name: string; ms: number }[];
}
export function longTasksOf(events: readonly TraceEvent[], minMs: number): LongTask[];
