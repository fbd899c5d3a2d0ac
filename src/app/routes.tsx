import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { TerminatedScreen } from '../features/system/terminated-screen';
import { ErrorBoundary } from '../ui/error-boundary';
import { AfterLoadSlot } from './after-load-slot';
import { RequireAuth, SiteActiveCheck } from './guards';
import { LoginRoute } from './login-route';
import { RouteFallback } from './route-fallback';
import { PublicShell } from './shells/public-shell';
import { withMessages } from './with-messages';

/**
 * The route table of docs/product.md#routes-and-guards. /login is the first screen most players open, so it and the
 * public shell are in the main bundle; every other screen group is its own chunk.
 */
// The member screens format relative times ("updated 5 minutes ago"): the Intl data a
// build may lack comes with them, not with /login.
const MemberRoutes = lazy(() => withMessages(import('./member-routes'), ['core', 'rest']));
const PublicRoutes = lazy(() =>
  withMessages(import('./public-routes'), ['core', 'rest', 'guest', 'login']),
);
// In the guest's or the member's shell, which the main bundle need not carry.
// Its texts (`notFound.*`) are in the `rest` part: an unknown address is no first screen to
// keep small.
const NotFoundPage = lazy(() => withMessages(import('./not-found-page'), ['rest']));
// The login screen's passkey part brings its texts (only where the backend has passkeys).
const withPasskeyTexts = <T,>(module: Promise<T>) => withMessages(module, ['passkey']);

export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/forgot-password',
  '/howto',
  '/contact',
];

export function AppRoutes() {
  const [location] = useLocation();
  return (
    <>
      <SiteActiveCheck />
      <AfterLoadSlot />
      {PUBLIC_PATHS.includes(location) ? (
        <PublicShell>
          {/* Inside the shell, so its menu still leads elsewhere; a new path starts afresh. */}
          <ErrorBoundary resetKey={location} name="ui.partScreen">
            {location === '/login' ? (
              <LoginRoute withPasskeyTexts={withPasskeyTexts} />
            ) : (
              <Suspense fallback={<RouteFallback />}>
                <PublicRoutes />
              </Suspense>
            )}
          </ErrorBoundary>
        </PublicShell>
      ) : (
        // The last resort, around the member shell (which has its own route boundary): a
        // screen group whose code did not arrive, a guard that failed.
        <ErrorBoundary resetKey={location} name="ui.partScreen">
          <Switch>
            <Route path="/">
              <Redirect to="/user" replace />
            </Route>
            <Route path="/terminated" component={TerminatedScreen} />
            <Route path="/user" nest>
              <RequireAuth>
                <Suspense fallback={<RouteFallback />}>
                  <MemberRoutes />
                </Suspense>
              </RequireAuth>
            </Route>
            <Route>
              <Suspense fallback={<RouteFallback />}>
                <NotFoundPage />
              </Suspense>
            </Route>
          </Switch>
        </ErrorBoundary>
      )}
    </>
  );
}
