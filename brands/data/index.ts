import type { BrandData, SandboxBrandContent, WalletBrandData } from '../types';
import * as lao from './lao';
import * as thai from './thai';

export { DEMO_PASSWORD } from './defaults';

/** A brand's data file: what the wallet reads, and what only the sandbox serves. */
interface BrandFile {
  wallet: WalletBrandData;
  sandbox: SandboxBrandContent;
}

/**
 * The brand list: every build's data file, by id, the one list the build, the sandbox, the
 * tests and the scripts read. A brand is its data file beside this one, its logo and its
 * line here (docs/adding-a-brand.md). The first is the build `npm start` and the sandbox
 * follow when BRAND is unset.
 */
const FILES = {
  thai,
  lao,
} as const satisfies Readonly<Record<string, BrandFile>>;

/** A build's id: a key of the brand list. */
export type BrandId = keyof typeof FILES;

export const BRAND_IDS = Object.keys(FILES) as BrandId[];

/** Every build's whole data part, by id. */
export const BRANDS = Object.fromEntries(
  BRAND_IDS.map((id) => [id, { ...FILES[id].wallet, ...FILES[id].sandbox }]),
) as Readonly<Record<BrandId, BrandData>>;

const [first] = BRAND_IDS;
if (!first) throw new Error('brands/data/index.ts lists no brand');
/** The brand of an unset BRAND: the first of the list. */
export const DEFAULT_BRAND_ID: BrandId = first;

export function isBrandId(value: string): value is BrandId {
  return Object.hasOwn(BRANDS, value);
}

/** The data of the brand `id` (e.g. the BRAND variable); throws on an id no build has. */
export function brandData(id: string): BrandData {
  if (!isBrandId(id)) {
    throw new Error(`Unknown brand "${id}": expected one of ${BRAND_IDS.join(', ')}`);
  }
  return BRANDS[id];
}

/**
 * The first brand with a capability, for a test of what that capability does (tests pick
 * brands by what they can do, never by name); throws naming `what` when no brand has it.
 */
export function brandWith(has: (brand: BrandData) => boolean, what: string): BrandData {
  const found = BRAND_IDS.map((id) => BRANDS[id]).find(has);
  if (!found) throw new Error(`No brand of brands/data ${what}`);
  return found;
}
