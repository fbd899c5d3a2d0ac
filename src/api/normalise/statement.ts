import type { Statement, StatementList, StatementType } from '../types';
import { amountAt, arrayAt, objectAt } from './answer-shape-error';

// A normaliser checks the fields the wallet needs and passes the rest as sent
// (docs/api.md#required-and-optional): its `as` casts type what it does not check.

/** The statement types the wallet names (src/api/contract/statement.ts lists the same). */
export const STATEMENT_TYPES: readonly StatementType[] = [
  'deposit',
  'bonus',
  'finish_bonus',
  'withdraw',
  'transfer',
];

/** A type the wallet does not know is `other` (docs/product.md#statement-and-slips). */
export function normaliseStatementType(value: unknown): StatementType {
  return STATEMENT_TYPES.find((type) => type === value) ?? 'other';
}

/** `POST /api/statement`: amounts must be numbers; statuses stay as sent (unknown is in progress). */
export function normaliseStatements(answer: unknown): StatementList {
  const body = objectAt(answer, '');
  const statements = arrayAt(body.statements, '/statements').map((item, index): Statement => {
    const row = objectAt(item, `/statements/${index}`);
    amountAt(row.amount, `/statements/${index}/amount`);
    return { ...(row as Statement), statementType: normaliseStatementType(row.statementType) };
  });
  return { total: typeof body.total === 'number' ? body.total : statements.length, statements };
}
