import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { stepUpAtom } from '../domain/step-up-state';
import { withMessages } from './with-messages';

// Asked for only after a REAUTH_REQUIRED refusal: its code arrives with the first one.
const StepUpDialog = lazy(() =>
  withMessages(import('../features/step-up/step-up-dialog'), ['stepUp']),
);

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
