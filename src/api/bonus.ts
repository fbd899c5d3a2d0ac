import { get } from './client';
import type {
  Bonus,
  BonusActiveCheck,
  BonusClearResult,
  BonusMinimumCheck,
  UserBonus,
} from './types';

export const bonusPaths = {
  list: '/api/bonus',
  active: '/api/bonus/check/active',
} as const;

export const bonusApi = {
  list: () => get<Bonus[]>(bonusPaths.list),
  activate: (code: string) => get<UserBonus>(`/api/bonus/activate/${encodeURIComponent(code)}`),
  checkActive: () => get<BonusActiveCheck>(bonusPaths.active),
  checkMinimum: () => get<BonusMinimumCheck>('/api/bonus/check/minimum'),
  clear: () => get<BonusClearResult>('/api/bonus/clear'),
};
