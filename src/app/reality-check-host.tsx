import { lazy, Suspense } from 'react';
import { useRealityCheck } from '../domain/reality-check';
import { ErrorBoundary } from '../ui/error-boundary';
import { withMessages } from './with-messages';

// The clock and the dialog with the member texts it shows: only for a member whose
// reminders are on, so the home screen of everyone else never downloads them.
const RealityCheckTimer = lazy(() =>
  withMessages(import('../features/reality-check/reality-check-timer'), ['member']),
);

/**
 * The reminder of capability realityCheck (docs/product.md#play-within-limits) on every
 * member screen: the read (nothing where the backend does not announce it) decides whether
 * the clock is needed at all.
 */
export function RealityCheckHost() {
  if (!useRealityCheck().data?.nextAt) return null;
  return (
    // A clock whose code could not arrive shows nothing: the screen around it carries on.
    <ErrorBoundary name="limits.reality.title" frame={() => null}>
      <Suspense fallback={null}>
        <RealityCheckTimer />
      </Suspense>
    </ErrorBoundary>
  );
}
