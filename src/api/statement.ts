import { call } from './client';
import { normalised, normaliseStatements } from './normalise';
import type { PagePayload } from './types';

export const statementPaths = {
  list: '/api/statement',
  slips: '/api/statement/slip',
} as const;

export const statementApi = {
  list: (body: PagePayload) =>
    normalised(`POST ${statementPaths.list}`, normaliseStatements, { body }),
  slips: (body: PagePayload) => call(`POST ${statementPaths.slips}`, { body }),
  slipReference: (reference: string) =>
    call('GET /api/statement/slip/reference/:reference', { params: { reference } }),
};
