export function startSandbox(options: {
  brand: string;
  port: number;
  staticDir?: string;
  db?: string;
}): Promise<{ url: string; stop: () => boolean; log: () => string }>;
