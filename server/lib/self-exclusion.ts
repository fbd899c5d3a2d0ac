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
  const until = user.excluded_until;
  if (until !== null && excludedNow(sandbox, user)) {
    throw new ApiError(SELF_EXCLUDED, 403, undefined, { until: iso(until) });
  }
}

/**
 * The same refusal, from the member's row as it is now: a login or a reset that awaited a
 * password hash may have begun before a break the member took meanwhile (docs/api.md#self-exclusion).
 */
export function refuseExcludedNow(sandbox: Sandbox, userId: string): void {
  const row = sandbox.db
    .prepare<[string], Pick<UserRow, 'excluded_until'>>(
      'SELECT excluded_until FROM users WHERE id = ?',
    )
    .get(userId);
  if (row) refuseExcluded(sandbox, row);
}

/** Whether the member is on a break now, where the sandbox plays a backend with selfExclusion. */
export function excludedNow(sandbox: Sandbox, user: Pick<UserRow, 'excluded_until'>): boolean {
  return (
    featuresOn(sandbox) &&
    user.excluded_until !== null &&
    isExcluded(user.excluded_until, sandbox.now())
  );
}
