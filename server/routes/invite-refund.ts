import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Banner } from '../../src/api/types';
import { readSettings, type Sandbox } from '../context';
import { creditWallet, insertStatement, WALLET } from '../db/ledger';
import { REFUND_RATES, refundInfo } from '../fixtures/content';
import { STORED_TEXTS } from '../fixtures/stored-texts';
import { activeBonus } from '../lib/active-bonus';
import { memberById, requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { newId } from '../lib/ids';
import { pageOf } from '../lib/input';
import { languageOf } from '../lib/language';
import { type Satang, satangToBaht } from '../lib/money';
import { OK } from '../lib/ok';
import { iso } from '../lib/time';

/** Invite history and bonus, refund of losses (docs/api.md#invite-and-refund). */
export function inviteRefundRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  /** The banners of a kind, their captions in the request's language (docs/api.md#language). */
  const banners = (kind: 'invite' | 'refund', request: FastifyRequest): Banner[] => {
    const locale = languageOf(request, sandbox.brand);
    return db
      .prepare<[string], Banner>('SELECT image, html FROM banners WHERE kind = ? ORDER BY id')
      .all(kind)
      .map((banner) => ({ ...banner, html: STORED_TEXTS.translate(banner.html, locale) }));
  };

  route('POST /api/invite', async (request) => {
    const user = requireMember(sandbox, request);
    const { page, limit } = pageOf(request.body);
    const rows = db
      .prepare<[string, number, number], { from_name: string; amount: Satang; created_at: number }>(
        `SELECT from_name, amount, created_at FROM invites WHERE user_id = ?
         ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(user.id, limit, (page - 1) * limit);
    const total = db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM invites WHERE user_id = ?')
      .get(user.id)?.n;
    return {
      invites: rows.map((row) => ({
        from: { name: row.from_name },
        amount: satangToBaht(row.amount),
        createdAt: iso(row.created_at),
      })),
      total: total ?? 0,
    };
  });

  /** Moves the pending invite commission into the wallet. */
  route('GET /api/invite/bonus', async (request) => {
    const user = requireMember(sandbox, request);
    db.transaction(() => {
      const amount = memberById(sandbox, user.id).invite_pending;
      if (amount <= 0) throw new ApiError('NO_INVITE_BONUS');
      db.prepare('UPDATE users SET invite_pending = 0 WHERE id = ?').run(user.id);
      creditWallet(db, user.id, amount);
      insertStatement(db, {
        userId: user.id,
        type: 'bonus',
        status: 'SUCCESS',
        from: 'INVITE',
        to: WALLET,
        amount,
        createdAt: Date.now(),
        invite: 'Invite bonus from friends',
      });
    })();
    return { success: true, message: 'INVITE_BONUS_SUCCESS' };
  });

  route('GET /api/invite/banners', async (request) => {
    requireMember(sandbox, request);
    return readSettings(db).inviteBanners ? banners('invite', request) : [];
  });

  route('POST /api/refund', async (request) => {
    const user = requireMember(sandbox, request);
    const { page, limit } = pageOf(request.body);
    const rows = db
      .prepare<[string, number, number], { amount: Satang; created_at: number }>(
        `SELECT amount, created_at FROM refunds WHERE user_id = ?
         ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
      )
      .all(user.id, limit, (page - 1) * limit);
    const total = db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM refunds WHERE user_id = ?')
      .get(user.id)?.n;
    return {
      refunds: rows.map((row) => ({
        refundAmount: satangToBaht(row.amount),
        createdAt: iso(row.created_at),
      })),
      total: total ?? 0,
    };
  });

  route('GET /api/refund/check', async (request) => {
    const user = requireMember(sandbox, request);
    const bonus = activeBonus(db, user.id) !== null;
    const amount = user.refund_pending;
    return {
      result: amount > 0,
      bonus,
      info: refundInfo(
        bonus
          ? { kind: 'bonus' }
          : amount > 0
            ? { kind: 'ready', amount: satangToBaht(amount).toFixed(2) }
            : { kind: 'none' },
        languageOf(request, sandbox.brand),
      ),
      refundAmount: satangToBaht(amount),
      ...REFUND_RATES,
    };
  });

  /** Credits the pending refund; refused while a bonus or promotion is active. */
  const receiveRefund = (userId: string, description: string) => {
    db.transaction(() => {
      if (activeBonus(db, userId)) throw new ApiError('BONUS_REMAINING');
      const amount = memberById(sandbox, userId).refund_pending;
      if (amount <= 0) throw new ApiError('NO_REFUND');
      const now = Date.now();
      db.prepare('UPDATE users SET refund_pending = 0 WHERE id = ?').run(userId);
      db.prepare('INSERT INTO refunds (id, user_id, amount, created_at) VALUES (?, ?, ?, ?)').run(
        newId(),
        userId,
        amount,
        now,
      );
      creditWallet(db, userId, amount);
      insertStatement(db, {
        userId,
        type: 'bonus',
        status: 'SUCCESS',
        from: 'REFUND',
        to: WALLET,
        amount,
        createdAt: now,
        refund: description,
      });
    })();
  };

  route('GET /api/refund/receive', async (request) => {
    const user = requireMember(sandbox, request);
    receiveRefund(user.id, 'Weekly refund received');
    return { success: true, message: 'REFUND_SUCCESS' };
  });

  route('GET /api/refund/addWallet', async (request) => {
    const user = requireMember(sandbox, request);
    receiveRefund(user.id, 'Weekly refund added to wallet');
    return OK;
  });

  route('GET /api/refund/banners', async (request) => {
    requireMember(sandbox, request);
    return readSettings(db).refundBanners ? banners('refund', request) : [];
  });
}
