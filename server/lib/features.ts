import type { Feature } from '../../src/api/feature-names';
import { readSettings, type Sandbox } from '../context';
import { fail } from './errors';

/**
 * The optional capabilities (docs/api.md#optional-capabilities) this sandbox implements:
 * what `GET /api/lookup/features` announces while the `features` setting is on.
 */
export const SANDBOX_FEATURES: readonly Feature[] = [
  'sessions',
  'passwordReset',
  'stepUp',
  'passkeys',
  'depositLimits',
  'selfExclusion',
  'realityCheck',
];

/** Whether the sandbox plays a backend with its optional capabilities (the `features` setting). */
export function featuresOn(sandbox: Sandbox): boolean {
  return readSettings(sandbox.db).features;
}

/**
 * The call of an optional capability, refused as a backend without it would answer
 * (404 NO_DATA) while the `features` setting is off.
 */
export function requireFeature(sandbox: Sandbox): void {
  if (!featuresOn(sandbox)) fail('NO_DATA', 404);
}
