import { type Feature, isFeature } from '../feature-names';

/**
 * The capabilities a backend announced: the names the wallet knows, each once. Anything
 * else (an unknown name, a list that is not one) announces nothing: an addition shows only
 * where the backend clearly has it.
 */
export function normaliseFeatures(answer: unknown): ReadonlySet<Feature> {
  const list = (answer as { features?: unknown } | null)?.features;
  return new Set(Array.isArray(list) ? list.filter(isFeature) : []);
}
