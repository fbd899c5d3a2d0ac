import type { MessageDescriptor } from 'react-intl';
import type { Statement, StatementType } from '../../api';

/** SUCCESS, FAILED, and anything else is still in progress (docs/product.md#statement-and-slips). */
export type StatusKind = 'success' | 'failed' | 'pending';

export function statusKind(status: string): StatusKind {
  if (status === 'SUCCESS') return 'success';
  if (status === 'FAILED') return 'failed';
  return 'pending';
}

export const STATUS_TEXT: Record<StatusKind, MessageDescriptor> = {
  success: { id: 'statement.status.success' },
  failed: { id: 'statement.status.failed' },
  pending: { id: 'statement.status.pending' },
};

export const TYPE_TEXT: Record<StatementType, MessageDescriptor> = {
  deposit: { id: 'statement.type.deposit' },
  bonus: { id: 'statement.type.bonus' },
  finish_bonus: { id: 'statement.type.finish_bonus' },
  withdraw: { id: 'statement.type.withdraw' },
  transfer: { id: 'statement.type.transfer' },
  other: { id: 'statement.type.other' },
};

/** What a statement row may be linked to, each with a description shown as text. */
export const LINK_KINDS = ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const LINK_TEXT: Record<LinkKind, MessageDescriptor> = {
  bonus: { id: 'statement.link.bonus' },
  promotion: { id: 'statement.link.promotion' },
  invite: { id: 'statement.link.invite' },
  refund: { id: 'statement.link.refund' },
  luckydraw: { id: 'statement.link.luckydraw' },
};

/** The row's linked descriptions that are present, in a fixed order. */
export function linkedDescriptions(row: Statement): { kind: LinkKind; description: string }[] {
  return LINK_KINDS.flatMap((kind) => {
    const description = row[kind]?.description;
    return description ? [{ kind, description }] : [];
  });
}
