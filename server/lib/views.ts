import type {
  BankAccount,
  Currency,
  GameAccount,
  GameCategory,
  Profile,
  Slip,
  Statement,
  StatementType,
} from '../../src/api/types';
import type { GameAccountRow, GameRow, SlipRow, StatementRow, UserRow } from '../db/rows';
import { bankName } from './member-rules';
import { satangToBaht, ZERO_SATANG } from './money';
import { iso } from './time';

/** Database rows as the wire shapes of src/api/types.ts. */

export function profileOf(user: UserRow): Profile {
  return {
    _id: user.id,
    username: user.username,
    name: user.name,
    createdAt: iso(user.created_at),
  };
}

export function bankAccountOf(user: UserRow): BankAccount {
  return {
    bankCode: user.bank_code,
    bankAccountName: user.bank_account_name,
    bankAccountNo: user.bank_account_no,
    bank: bankName(user.bank_code),
    currency:
      user.currency === 'LAK' || user.currency === 'BAHT' ? (user.currency as Currency) : null,
  };
}

export function gameAccountOf(game: GameRow, account: GameAccountRow | undefined): GameAccount {
  return {
    code: game.code,
    name: game.name,
    category: game.category as GameCategory,
    isActive: account?.is_active === 1,
    amount: satangToBaht(account?.amount ?? ZERO_SATANG),
    ftWalletSlot: game.ft_wallet_slot,
    logo: `/api/media/games/${game.code}/logo.svg`,
    background: `/api/media/games/${game.code}/background.svg`,
    web: game.web,
    android: game.android,
    ios: game.ios,
  };
}

export function statementOf(row: StatementRow): Statement {
  const statement: Statement = {
    _id: row.id,
    statementType: row.statement_type as StatementType,
    status: row.status,
    from: row.from_account,
    to: row.to_account,
    amount: satangToBaht(row.amount),
    createdAt: iso(row.created_at),
  };
  if (row.bonus) statement.bonus = { description: row.bonus };
  if (row.promotion) statement.promotion = { description: row.promotion };
  if (row.invite) statement.invite = { description: row.invite };
  if (row.refund) statement.refund = { description: row.refund };
  if (row.luckydraw) statement.luckydraw = { description: row.luckydraw };
  return statement;
}

export function slipOf(row: SlipRow): Slip {
  return {
    _id: row.id,
    createdAt: iso(row.created_at),
    amount: satangToBaht(row.amount),
    status: row.status,
    note: row.note,
    link: row.link,
    reference: row.reference,
  };
}
