import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { stepUpAtom } from '../domain/step-up-state';

// Asked for only after a REAUTH_REQUIRED refusal: its code arrives with the first one.
const StepUpDialog = lazy(() => import('../features/step-up/step-up-dialog'));

/** The password dialog of capability stepUp (src/domain/step-up.ts), while one is asked for. */
export function StepUpHost() {
  const open = useAtomValue(stepUpAtom) !== null;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}
