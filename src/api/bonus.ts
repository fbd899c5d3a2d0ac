import { call } from './client';

export const bonusPaths = {
  list: '/api/bonus',
  active: '/api/bonus/check/active',
} as const;

export const bonusApi = {
  list: () => call(`GET ${bonusPaths.list}`),
  activate: (code: string) => call('GET /api/bonus/activate/:code', { params: { code } }),
  checkActive: () => call(`GET ${bonusPaths.active}`),
  checkMinimum: () => call('GET /api/bonus/check/minimum'),
  clear: () => call('GET /api/bonus/clear'),
};
