import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SpinResult } from '../../src/api/types';
import { readSettings, type Sandbox } from '../context';
import { creditWallet, insertStatement, WALLET } from '../db/ledger';
import type { CouponRow } from '../db/rows';
import { inLanguage } from '../fixtures/localized';
import { COUPON_DAYS, SLICES, type SliceFixture, sliceIn, WHEEL_NAME } from '../fixtures/spin';
import { activeBonus } from '../lib/active-bonus';
import { memberById, requireMember } from '../lib/auth';
import { contractRoutes } from '../lib/contract-routes';
import { ApiError } from '../lib/errors';
import { newId } from '../lib/ids';
import { text } from '../lib/input';
import { languageOf } from '../lib/language';
import { satangToBaht } from '../lib/money';
import { DAY_MS } from '../lib/time';

/** Spin errors answered in-band (`{success: false, error}`): beyond the catalogue of docs/product.md. */
export const SPIN_ERRORS = { noCoin: 'NO_COIN', inactive: 'SPIN_INACTIVE' } as const;

function pickSlice(): SliceFixture {
  const total = SLICES.reduce((sum, slice) => sum + slice.weight, 0);
  let roll = randomInt(0, total);
  for (const slice of SLICES) {
    if (roll < slice.weight) return slice;
    roll -= slice.weight;
  }
  // Not reached: the roll is below the sum of the weights.
  throw new Error('no spin slice for the roll');
}

/** The spin wheel and its coupons (docs/api.md#spin-wheel). */
export function spinwheelRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const route = contractRoutes(app, sandbox);
  const { db } = sandbox;

  route('GET /api/spinwheel/setup', async (request) => {
    const user = requireMember(sandbox, request);
    const active = readSettings(db).spinActive;
    const locale = languageOf(request, sandbox.brand);
    return {
      result: {
        activeSpinwheel: active
          ? {
              name: inLanguage(WHEEL_NAME, locale),
              slices: SLICES.map((slice) => sliceIn(slice, locale)),
            }
          : null,
        userCoin: user.coin,
      },
    };
  });

  route('GET /api/spinwheel/active', async (request) => {
    requireMember(sandbox, request);
    return { isActive: readSettings(db).spinActive };
  });

  /** The server picks the slice, takes one coin and turns a prize into a coupon. */
  route('POST /api/spinwheel/spin', async (request) => {
    const user = requireMember(sandbox, request);
    if (!readSettings(db).spinActive) {
      return { success: false, error: SPIN_ERRORS.inactive, result: null };
    }
    return db.transaction((): SpinResult => {
      const taken = db
        .prepare('UPDATE users SET coin = coin - 1 WHERE id = ? AND coin > 0')
        .run(user.id).changes;
      if (taken !== 1) return { success: false, error: SPIN_ERRORS.noCoin, result: null };
      const slice = pickSlice();
      const now = Date.now();
      if (slice.prize > 0) {
        db.prepare(
          `INSERT INTO coupons (id, user_id, slice_code, name, amount, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          newId(),
          user.id,
          slice.code,
          // Prize labels are amounts, the same in every language.
          slice.label.en,
          slice.prize,
          now,
          now + COUPON_DAYS * DAY_MS,
        );
      }
      const remainingCoin = memberById(sandbox, user.id).coin;
      return {
        success: true,
        error: null,
        result: {
          code: slice.code,
          label: inLanguage(slice.label, languageOf(request, sandbox.brand)),
          remainingCoin,
        },
      };
    })();
  });

  route('GET /api/spinwheel/coupon', async (request) => {
    const user = requireMember(sandbox, request);
    const rows = db
      .prepare<[string, number], CouponRow>(
        `SELECT * FROM coupons WHERE user_id = ? AND claimed_at IS NULL AND expires_at > ?
         ORDER BY created_at DESC, rowid DESC`,
      )
      .all(user.id, Date.now());
    return {
      success: true,
      result: rows.map((row) => ({
        _id: row.id,
        prize: { slice: row.slice_code, name: row.name },
        amount: satangToBaht(row.amount),
      })),
    };
  });

  /** Credits a coupon to the wallet; refused while a bonus is active (BONUS_REMAINING). */
  route('POST /api/spinwheel/coupon/claim', async (request) => {
    const user = requireMember(sandbox, request);
    const id = text(request.body, 'coupon', { max: 50 });
    db.transaction(() => {
      const coupon = db
        .prepare<[string, string], CouponRow>('SELECT * FROM coupons WHERE id = ? AND user_id = ?')
        .get(id, user.id);
      if (!coupon) throw new ApiError('INVALID_CODE');
      if (coupon.claimed_at !== null) throw new ApiError('NO_CLAIMABLE_COUPON');
      if (coupon.expires_at <= Date.now()) throw new ApiError('COUPON_EXPIRED');
      if (!SLICES.some((slice) => slice.code === coupon.slice_code && slice.prize > 0)) {
        throw new ApiError('INVALID_PRIZE_CODE');
      }
      if (activeBonus(db, user.id)) throw new ApiError('BONUS_REMAINING');
      const now = Date.now();
      db.prepare('UPDATE coupons SET claimed_at = ? WHERE id = ?').run(now, coupon.id);
      creditWallet(db, user.id, coupon.amount);
      insertStatement(db, {
        userId: user.id,
        type: 'bonus',
        status: 'SUCCESS',
        from: 'LUCKYDRAW',
        to: WALLET,
        amount: coupon.amount,
        createdAt: now,
        luckydraw: `Lucky wheel: ${coupon.name}`,
      });
    })();
    return { success: true };
  });
}
