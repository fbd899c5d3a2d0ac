import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Router } from 'wouter';
import { tokenAtom } from '../domain/session';
import { NotFoundScreen } from '../features/system/not-found-screen';
import { RouteFallback } from './route-fallback';
import { PublicHeader } from './shells/public-header';
import { PublicShell } from './shells/public-shell';
import { withMessages } from './with-messages';

const MemberRoutes = lazy(() => withMessages(import('./member-routes'), ['core', 'rest']));

/**
 * An unknown path outside /user (docs/product.md#routes-and-guards) in the shell of who is
 * looking: a guest gets the public shell with the logo and the language switch, a member the
 * member shell. A bare page left the player with no menu, logo or language switch.
 */
export default function NotFoundPage() {
  const token = useAtomValue(tokenAtom);
  if (token) {
    // Under the /user base, so the member shell's links lead to the member's screens.
    return (
      <Router base="/user">
        <Suspense fallback={<RouteFallback />}>
          <MemberRoutes outside />
        </Suspense>
      </Router>
    );
  }
  return (
    <PublicShell header={<PublicHeader />}>
      <NotFoundScreen home="/login" />
    </PublicShell>
  );
}
