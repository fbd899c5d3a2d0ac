import { get, post } from './client';
import { normalised, normaliseStatements } from './normalise';
import type { PagePayload, SlipList, SlipReference } from './types';

export const statementPaths = {
  list: '/api/statement',
  slips: '/api/statement/slip',
} as const;

export const statementApi = {
  list: (payload: PagePayload) =>
    normalised('POST /api/statement', post(statementPaths.list, payload), normaliseStatements),
  slips: (payload: PagePayload) => post<SlipList>(statementPaths.slips, payload),
  slipReference: (reference: string) =>
    get<SlipReference>(`/api/statement/slip/reference/${encodeURIComponent(reference)}`),
};
