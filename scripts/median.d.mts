export function medianBy<T>(items: readonly T[], key: (item: T) => number): T | undefined;
export function percentile(values: readonly number[], p: number): number | undefined;
