export function measuredBrands(known: readonly string[], value?: string): string[];
export function demoToken(
  sandboxUrl: string,
  brand: { id: string; demo: { phone: string; password: string } },
): Promise<string>;
/** A sandbox of the brand on `port`, serving its production build (dist/<brand>). */
export function buildSandbox(
  brandId: string,
  port: number,
): ReturnType<typeof import('./sandbox-process.mjs').startSandbox>;
