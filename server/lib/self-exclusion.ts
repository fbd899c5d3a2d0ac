import { isExcluded, SELF_EXCLUDED } from '../../src/domain/rules/self-exclusion';
import type { Sandbox } from '../context';
import type { UserRow } from '../db/rows';
import { ApiError } from './errors';
import { featuresOn } from './features';
import { iso } from './time';

/**
 * Refuses to open a session for a member on a break or exclusion (capability
 * selfExclusion, docs/api.md#self-exclusion): 403 SELF_EXCLUDED with `details.until`. Called
 * once the member has proven who they are (the password, the reset code), so the refusal
 * tells a stranger nothing. Only while the sandbox plays a backend with its capabilities.
 */
export function refuseExcluded(sandbox: Sandbox, user: Pick<UserRow, 'excluded_until'>): void {
  if (!featuresOn(sandbox)) return;
  const until = user.excluded_until;
  if (until !== null && isExcluded(until, sandbox.now())) {
    throw new ApiError(SELF_EXCLUDED, 403, undefined, { until: iso(until) });
  }
}
