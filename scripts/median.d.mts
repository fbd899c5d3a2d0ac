export function medianBy<T>(items: readonly T[], key: (item: T) => number): T | undefined;
