import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { proofIsFresh } from '../../src/domain/rules/step-up';
import type { Sandbox } from '../context';
import { bearer, provenAt } from './auth';
import { fail } from './errors';
import { featuresOn } from './features';

/**
 * The fresh proof of capability `stepUp` (docs/api.md#step-up): while the sandbox announces
 * it, a call that moves money out or changes the bank account is refused with 403
 * REAUTH_REQUIRED unless its session proved the password within the last 15 minutes
 * (src/domain/rules/step-up.ts). Without the capability the calls behave as before.
 */
export function requireFreshProof(sandbox: Sandbox, request: FastifyRequest): void {
  if (!featuresOn(sandbox)) return;
  if (!proofIsFresh(provenAt(sandbox, bearer(request)), sandbox.now())) {
    fail('REAUTH_REQUIRED', 403);
  }
}

/**
 * The check as a route hook. It runs in preValidation, before the Idempotency-Key's
 * preHandler (lib/idempotency.ts): a refusal here is never stored under the key, so the
 * same order sent again with the same key after `POST /api/account/reauth` runs once
 * rather than replaying the refusal.
 */
export function freshProofHook(sandbox: Sandbox): preValidationAsyncHookHandler {
  return async (request) => requireFreshProof(sandbox, request);
}
