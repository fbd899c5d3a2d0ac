import type Database from 'better-sqlite3';
import type { BonusType } from '../../src/api/types';

export type ActiveBonus =
  | { kind: 'bonus'; code: string; type: BonusType; description: string }
  | { kind: 'promotion'; code: string; description: string };

/** The member's active bonus or promotion (at most one at a time), or null. */
export function activeBonus(db: Database.Database, userId: string): ActiveBonus | null {
  const bonus = db
    .prepare<[string], { code: string; type: BonusType; description: string }>(
      `SELECT bonuses.code, bonuses.type, bonuses.description FROM user_bonuses
       JOIN bonuses ON bonuses.code = user_bonuses.bonus_code
       WHERE user_bonuses.user_id = ? AND user_bonuses.is_active = 1`,
    )
    .get(userId);
  if (bonus) return { kind: 'bonus', ...bonus };
  const promotion = db
    .prepare<[string], { code: string; description: string }>(
      `SELECT user_promotions.code, promotions.description FROM user_promotions
       JOIN promotions ON promotions.code = user_promotions.code
       WHERE user_promotions.user_id = ? AND user_promotions.is_active = 1`,
    )
    .get(userId);
  return promotion ? { kind: 'promotion', ...promotion } : null;
}
