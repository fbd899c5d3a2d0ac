import type { FastifyInstance } from 'fastify';
import { isAmountOf } from '../../src/domain/rules/currency';
import { isLimitPeriod } from '../../src/domain/rules/deposit-limits';
import { memberRules, type Sandbox } from '../context';
import { requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { changeDepositLimit, depositLimitsOf } from '../lib/deposit-limits';
import { ApiError } from '../lib/errors';
import { requireFeature } from '../lib/features';
import { MAX_SATANG, toSatang } from '../lib/money';

/**
 * The member's deposit limits, capability `depositLimits` (docs/api.md#deposit-limits): per
 * site day, 7 and 30 site days, in the member's currency. A new or lower limit applies at
 * once, a raise or a removal 24 hours later; every deposit call refuses an amount over a
 * limit (lib/deposit-limits.ts).
 */
export function depositLimitRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);

  route('GET /api/account/deposit-limits', async (request) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    return depositLimitsOf(sandbox, user.id);
  });

  route('PUT /api/account/deposit-limits', async (request) => {
    requireFeature(sandbox);
    const user = requireMember(sandbox, request);
    const { period, amount } = request.body;
    if (!isLimitPeriod(period)) throw new ApiError('KEY_INVALID');
    let satang = null;
    if (amount !== null) {
      satang = toSatang(amount);
      // A limit is an amount the member could deposit: more than 0, in the currency's steps.
      if (satang <= 0 || satang > MAX_SATANG || !isAmountOf(memberRules(sandbox, user), satang)) {
        throw new ApiError('KEY_INVALID');
      }
    }
    changeDepositLimit(sandbox, user.id, period, satang);
    return depositLimitsOf(sandbox, user.id);
  });
}
