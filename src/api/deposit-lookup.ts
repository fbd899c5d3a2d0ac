import { lookupPaths } from './lookup';
import { normaliseDepositLookup, normalised } from './normalise';

/**
 * The deposit modes' lookup (docs/api.md#lookups). Not in lookupApi: a module is downloaded
 * whole, and every page's main bundle, which asks lookupApi whether the site is active,
 * would carry the deposit lookup's normaliser only the deposit modal runs
 * (docs/architecture.md#performance-budgets).
 */
export const depositLookupApi = {
  get: () => normalised(`GET ${lookupPaths.deposit}`, normaliseDepositLookup),
};
