import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../brands/types';
import type { Promotion } from '../../src/api/types';
import type { Sandbox } from '../context';
import { creditWallet, insertStatement, WALLET } from '../db/ledger';
import type { PromotionRow } from '../db/rows';
import { STORED_TEXTS } from '../fixtures/stored-texts';
import { activeBonus } from '../lib/active-bonus';
import { requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { newId } from '../lib/ids';
import { param } from '../lib/input';
import { languageOf } from '../lib/language';
import { OK } from '../lib/ok';

/** A promotion, its description in the request's language (docs/api.md#language). */
const promotionOf = (row: PromotionRow, locale: Locale): Promotion => ({
  code: row.code,
  percentFail: row.percent_fail,
  description: STORED_TEXTS.translate(row.description, locale),
});

/** Promotion codes (docs/api.md#bonus-and-promotions): found by code, activated once per member. */
export function promotionRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;
  const find = (raw: string | undefined) =>
    db
      .prepare<[string], PromotionRow>('SELECT * FROM promotions WHERE code = ?')
      .get(param(raw, 50).trim().toUpperCase());

  /** The site's featured promotion, or null. */
  route('GET /api/promotion/current', async (request) => {
    requireMember(sandbox, request);
    const row = db.prepare<[], PromotionRow>('SELECT * FROM promotions WHERE is_current = 1').get();
    return row ? promotionOf(row, languageOf(request, sandbox.brand)) : null;
  });

  route('GET /api/promotion/find/:code', async (request) => {
    requireMember(sandbox, request);
    const row = find(request.params.code);
    return row ? promotionOf(row, languageOf(request, sandbox.brand)) : null;
  });

  route('GET /api/promotion/activate/:code', async (request) => {
    const user = requireMember(sandbox, request);
    const promotion = find(request.params.code);
    if (!promotion) throw new ApiError('NO_PROMOTION');
    db.transaction(() => {
      if (activeBonus(db, user.id)) throw new ApiError('BONUS_ALREADY_ACTIVE');
      const used = db
        .prepare('SELECT 1 FROM user_promotions WHERE user_id = ? AND code = ?')
        .get(user.id, promotion.code);
      if (used) throw new ApiError('PROMOTION_RECEIVED');
      const now = Date.now();
      db.prepare(
        'INSERT INTO user_promotions (id, user_id, code, is_active, received_at) VALUES (?, ?, ?, 1, ?)',
      ).run(newId(), user.id, promotion.code, now);
      creditWallet(db, user.id, promotion.amount);
      insertStatement(db, {
        userId: user.id,
        type: 'bonus',
        status: 'SUCCESS',
        from: promotion.code,
        to: WALLET,
        amount: promotion.amount,
        createdAt: now,
        // The code alone: the wallet names it "Promotion {code}" in the player's language.
        promotion: promotion.code,
      });
    })();
    return OK;
  });
}
