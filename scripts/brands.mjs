// The brand registry (brands/data, TypeScript) for the plain-Node scripts, through tsx,
// so a script checks BRAND against the same list the sandbox, the build and the tests use.
import { tsImport } from 'tsx/esm/api';

/** `{ BRANDS, BRAND_IDS, DEFAULT_BRAND_ID, isBrandId, brandData, brandWith }` of brands/data/index.ts. */
export function loadBrands() {
  return tsImport('../brands/data/index.ts', import.meta.url);
}
