import type Database from 'better-sqlite3';
import type { MoneyStatus, StatementType } from '../../src/api/types';
import type { Satang } from '../../src/domain/rules/money';
import { ApiError } from '../lib/errors';
import { newId } from '../lib/ids';

/**
 * Balance moves and statement rows. Callers run them inside one `db.transaction`, so a
 * move and its statement row are written together or not at all. Debits are conditional
 * updates (`WHERE amount >= ?`): a debit that would go below zero changes nothing and
 * answers MONEY_NOT_ENOUGH, which rolls the whole transaction back.
 */
export const WALLET = 'WALLET';

export interface StatementInput {
  userId: string;
  type: StatementType;
  status: MoneyStatus;
  from: string;
  to: string;
  amount: Satang;
  createdAt: number;
  bonus?: string | null;
  promotion?: string | null;
  invite?: string | null;
  refund?: string | null;
  luckydraw?: string | null;
}

export function insertStatement(db: Database.Database, s: StatementInput): string {
  const id = newId();
  db.prepare(
    `INSERT INTO statements (id, user_id, statement_type, status, from_account, to_account,
       amount, created_at, bonus, promotion, invite, refund, luckydraw)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    s.userId,
    s.type,
    s.status,
    s.from,
    s.to,
    s.amount,
    s.createdAt,
    s.bonus ?? null,
    s.promotion ?? null,
    s.invite ?? null,
    s.refund ?? null,
    s.luckydraw ?? null,
  );
  return id;
}

export function creditWallet(db: Database.Database, userId: string, satang: Satang): void {
  db.prepare('UPDATE users SET wallet = wallet + ? WHERE id = ?').run(satang, userId);
}

export function debitWallet(db: Database.Database, userId: string, satang: Satang): void {
  const result = db
    .prepare('UPDATE users SET wallet = wallet - ? WHERE id = ? AND wallet >= ?')
    .run(satang, userId, satang);
  if (result.changes !== 1) throw new ApiError('MONEY_NOT_ENOUGH');
}

export function creditGame(db: Database.Database, userId: string, code: string, satang: Satang) {
  const result = db
    .prepare(
      'UPDATE game_accounts SET amount = amount + ? WHERE user_id = ? AND game_code = ? AND is_active = 1',
    )
    .run(satang, userId, code);
  if (result.changes !== 1) throw new ApiError('SLOT_NO_ACCOUNT');
}

export function debitGame(db: Database.Database, userId: string, code: string, satang: Satang) {
  const result = db
    .prepare(
      `UPDATE game_accounts SET amount = amount - ?
       WHERE user_id = ? AND game_code = ? AND is_active = 1 AND amount >= ?`,
    )
    .run(satang, userId, code, satang);
  if (result.changes !== 1) throw new ApiError('MONEY_NOT_ENOUGH');
}

/** Moves between the wallet and game accounts (`WALLET` or a game code). */
export function debitAccount(
  db: Database.Database,
  userId: string,
  account: string,
  satang: Satang,
) {
  if (account === WALLET) debitWallet(db, userId, satang);
  else debitGame(db, userId, account, satang);
}

export function creditAccount(
  db: Database.Database,
  userId: string,
  account: string,
  satang: Satang,
) {
  if (account === WALLET) creditWallet(db, userId, satang);
  else creditGame(db, userId, account, satang);
}
