import { get, post } from './client';
import type { PagePayload, SlipList, SlipReference, StatementList } from './types';

export const statementPaths = {
  list: '/api/statement',
  slips: '/api/statement/slip',
} as const;

export const statementApi = {
  list: (payload: PagePayload) => post<StatementList>(statementPaths.list, payload),
  slips: (payload: PagePayload) => post<SlipList>(statementPaths.slips, payload),
  slipReference: (reference: string) =>
    get<SlipReference>(`/api/statement/slip/reference/${encodeURIComponent(reference)}`),
};
