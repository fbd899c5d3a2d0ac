import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoginScreen } from '../features/auth/login-screen';
import { NotFoundScreen } from '../features/system/not-found-screen';
import { TerminatedScreen } from '../features/system/terminated-screen';
import { RequireAuth, SiteActiveCheck } from './guards';
import { RouteFallback } from './route-fallback';
import { PublicShell } from './shells/public-shell';

/**
 * Spec §2's route table. /login is the first screen most players open, so it and the
 * public shell are in the main bundle; every other screen group is its own chunk.
 */
const MemberRoutes = lazy(() => import('./member-routes'));
const PublicRoutes = lazy(() => import('./public-routes'));

export const PUBLIC_PATHS: readonly string[] = ['/login', '/register', '/howto', '/contact'];

export function AppRoutes() {
  const [location] = useLocation();
  return (
    <>
      <SiteActiveCheck />
      {PUBLIC_PATHS.includes(location) ? (
        <PublicShell>
          {location === '/login' ? (
            <LoginScreen />
          ) : (
            <Suspense fallback={<RouteFallback />}>
              <PublicRoutes />
            </Suspense>
          )}
        </PublicShell>
      ) : (
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
          <Route component={NotFoundScreen} />
        </Switch>
      )}
    </>
  );
}
