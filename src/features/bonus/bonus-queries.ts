import useSWR from 'swr';
import { bonusApi, bonusPaths, lookupApi, lookupPaths, unwrap } from '../../api';

/** GET /api/bonus/check/active: whether a bonus or promotion is active, and its type. */
export function useBonusStatus() {
  return useSWR(bonusPaths.active, () => unwrap(bonusApi.checkActive()));
}

/** GET /api/bonus: the bonus cards, each with the member's record. */
export function useBonuses() {
  return useSWR(bonusPaths.list, () => unwrap(bonusApi.list()));
}

/** GET /api/lookup/notice: the text the activation confirmation shows. */
export function useNotice() {
  return useSWR(lookupPaths.notice, () => unwrap(lookupApi.notice()));
}
