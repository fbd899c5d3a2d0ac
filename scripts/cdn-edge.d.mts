export const EDGE_HEADERS: Readonly<Record<string, string>>;

export function startCdnEdge(options: {
  origin: string;
  port: number;
}): Promise<{ url: string; close: () => Promise<void> }>;
