export interface EventTimingEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}
export interface Interaction {
  id: number;
  startTime: number;
  duration: number;
  names: string[];
}
export function groupInteractions(entries: readonly EventTimingEntry[]): Interaction[];
export function latencySince(entries: readonly EventTimingEntry[], since: number): number;
