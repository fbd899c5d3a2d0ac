import { lazy, Suspense } from 'react';
import { useFeature } from '../domain/features';
import { ErrorBoundary } from '../ui/error-boundary';
import { withMessages } from './with-messages';

// Only where the backend has the reality check: the clock and its read, a small chunk.
const RealityCheckTimer = lazy(() => import('../features/reality-check/reality-check-timer'));
// Only when a reminder is due: the dialog with the member texts it shows.
const RealityCheckDialog = lazy(() =>
  withMessages(import('../features/reality-check/reality-check-dialog'), ['member']),
);

/** The reminder of capability realityCheck (docs/product.md#play-within-limits) on every member screen. */
export function RealityCheckHost() {
  if (!useFeature('realityCheck')) return null;
  return (
    // A clock whose code could not arrive shows nothing: the screen around it carries on.
    <ErrorBoundary name="limits.reality.title" frame={() => null}>
      <Suspense fallback={null}>
        <RealityCheckTimer dialog={RealityCheckDialog} />
      </Suspense>
    </ErrorBoundary>
  );
}
