import useSWR from 'swr';
import { realityCheckApi, realityCheckPaths, unwrap } from '../api';
import { useFeature } from './features';

/**
 * The member's reality check (capability realityCheck, docs/api.md#reality-check), read only
 * where the backend announces it: one SWR key for "Play within limits", which changes the
 * interval, and the member shell's reminder, which re-arms on the new answer.
 */
export function useRealityCheck() {
  const announced = useFeature('realityCheck');
  return useSWR(announced ? realityCheckPaths.check : null, () => unwrap(realityCheckApi.get()));
}
