export function measuredBrands(known: readonly string[], value?: string): string[];
export function demoToken(
  sandboxUrl: string,
  brand: { id: string; demo: { phone: string; password: string } },
): Promise<string>;
