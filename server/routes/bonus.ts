import type { FastifyInstance } from 'fastify';
import type { Banner, BonusType, UserBonus } from '../../src/api/types';
import { receivedUpToLimit } from '../../src/domain/rules/bonus';
import { ZERO_SATANG } from '../../src/domain/rules/money';
import type { Sandbox } from '../context';
import { creditWallet, insertStatement, WALLET } from '../db/ledger';
import type { BonusRow } from '../db/rows';
import { STORED_TEXTS } from '../fixtures/stored-texts';
import { activeBonus } from '../lib/active-bonus';
import { memberById, requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { newId } from '../lib/ids';
import { param } from '../lib/input';
import { languageOf } from '../lib/language';
import { iso } from '../lib/time';

/** A bonus row's type: SQLite keeps it as TEXT, and the seed writes only the contract's types. */
const typeOf = (row: BonusRow) => row.type as BonusType;

/** Bonuses (docs/api.md#bonus-and-promotions). */
export function bonusRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  const userBonusOf = (userId: string, code: string): UserBonus | null => {
    const row = db
      .prepare<[string, string], { id: string; is_active: number }>(
        'SELECT id, is_active FROM user_bonuses WHERE user_id = ? AND bonus_code = ?',
      )
      .get(userId, code);
    if (!row) return null;
    const received = db
      .prepare<[string], { received_at: number }>(
        'SELECT received_at FROM bonus_receipts WHERE user_bonus_id = ? ORDER BY received_at',
      )
      .all(row.id);
    return {
      _id: row.id,
      code,
      isActive: row.is_active === 1,
      received: received.map((r) => ({ updatedAt: iso(r.received_at) })),
    };
  };

  route('GET /api/bonus', async (request) => {
    const user = requireMember(sandbox, request);
    const bonuses = db.prepare<[], BonusRow>('SELECT * FROM bonuses ORDER BY sort').all();
    const locale = languageOf(request, sandbox.brand);
    return bonuses.map((bonus) => ({
      code: bonus.code,
      type: typeOf(bonus),
      maxReceived: bonus.max_received,
      percentFail: bonus.percent_fail,
      banners: db
        .prepare<[string], Banner>(
          'SELECT image, html FROM bonus_banners WHERE bonus_code = ? ORDER BY id',
        )
        .all(bonus.code)
        .map((banner) => ({ ...banner, html: STORED_TEXTS.translate(banner.html, locale) })),
      userBonus: userBonusOf(user.id, bonus.code),
    }));
  });

  route('GET /api/bonus/activate/:code', async (request) => {
    const user = requireMember(sandbox, request);
    const code = param(request.params.code).toUpperCase();
    const bonus = db.prepare<[string], BonusRow>('SELECT * FROM bonuses WHERE code = ?').get(code);
    if (!bonus) throw new ApiError('NO_PROMOTION');
    db.transaction(() => {
      if (activeBonus(db, user.id)) throw new ApiError('BONUS_ALREADY_ACTIVE');
      const now = sandbox.now();
      const existing = userBonusOf(user.id, code);
      // The wallet's own rule, so a card it shows as available is one the sandbox grants.
      const full = receivedUpToLimit(
        { type: typeOf(bonus), maxReceived: bonus.max_received },
        existing?.received ?? [],
        now,
        sandbox.brand.timeZone,
      );
      if (full) throw new ApiError('BONUS_MAX_CLAIMED');
      const id = existing?._id ?? newId();
      db.prepare(
        `INSERT INTO user_bonuses (id, user_id, bonus_code, is_active) VALUES (?, ?, ?, 1)
           ON CONFLICT (user_id, bonus_code) DO UPDATE SET is_active = 1`,
      ).run(id, user.id, code);
      db.prepare('INSERT INTO bonus_receipts (user_bonus_id, received_at) VALUES (?, ?)').run(
        id,
        now,
      );
      creditWallet(db, user.id, bonus.amount);
      insertStatement(db, {
        userId: user.id,
        type: 'bonus',
        status: 'SUCCESS',
        from: code,
        to: WALLET,
        amount: bonus.amount,
        createdAt: now,
        bonus: bonus.description,
      });
    })();
    const record = userBonusOf(user.id, code);
    if (!record) throw new ApiError('INTERNAL_SERVER_ERROR', 500);
    return record;
  });

  route('GET /api/bonus/check/active', async (request) => {
    const user = requireMember(sandbox, request);
    const active = activeBonus(db, user.id);
    if (!active) return { status: false, type: null, code: null };
    return {
      status: true,
      type: active.kind === 'bonus' ? active.type : 'limit',
      code: active.code,
    };
  });

  /** `status`: a bonus is active and the balance fell below its percentFail threshold. */
  route('GET /api/bonus/check/minimum', async (request) => {
    const user = requireMember(sandbox, request);
    const active = activeBonus(db, user.id);
    if (!active) return { status: false };
    const threshold =
      active.kind === 'bonus'
        ? db
            .prepare<[string], { percent_fail: number }>(
              'SELECT percent_fail FROM bonuses WHERE code = ?',
            )
            .get(active.code)?.percent_fail
        : db
            .prepare<[string], { percent_fail: number }>(
              'SELECT percent_fail FROM promotions WHERE code = ?',
            )
            .get(active.code)?.percent_fail;
    const games =
      db
        .prepare<[string], { total: number | null }>(
          'SELECT SUM(amount) AS total FROM game_accounts WHERE user_id = ? AND is_active = 1',
        )
        .get(user.id)?.total ?? 0;
    const total = memberById(sandbox, user.id).wallet + games;
    return { status: total < (threshold ?? 0) * 100 };
  });

  /** Ends the active bonus or promotion. */
  route('GET /api/bonus/clear', async (request) => {
    const user = requireMember(sandbox, request);
    db.transaction(() => {
      const active = activeBonus(db, user.id);
      if (!active) throw new ApiError('NO_DATA');
      if (active.kind === 'bonus') {
        db.prepare(
          'UPDATE user_bonuses SET is_active = 0 WHERE user_id = ? AND bonus_code = ?',
        ).run(user.id, active.code);
      } else {
        db.prepare('UPDATE user_promotions SET is_active = 0 WHERE user_id = ? AND code = ?').run(
          user.id,
          active.code,
        );
      }
      insertStatement(db, {
        userId: user.id,
        type: 'finish_bonus',
        status: 'SUCCESS',
        from: WALLET,
        to: active.code,
        amount: ZERO_SATANG,
        createdAt: Date.now(),
        ...(active.kind === 'bonus' ? { bonus: active.description } : { promotion: active.code }),
      });
    })();
    return { message: 'BONUS_CLEAR' };
  });
}
