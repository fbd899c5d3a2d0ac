import { lazy, Suspense } from 'react';
import { useAgreementPrompt } from './use-agreement-prompt';

// Its own chunk: most visits come after the agreement was accepted.
const AgreementModal = lazy(() =>
  import('./agreement-modal').then((m) => ({ default: m.AgreementModal })),
);

/** Mounted with the home screen: opens the agreement by itself until it is accepted. */
export function AgreementPrompt() {
  const [open, close] = useAgreementPrompt();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AgreementModal onClose={close} />
    </Suspense>
  );
}
