import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useRefetch } from '../domain/revalidate';
import { ErrorBoundary } from '../ui/error-boundary';
import { MemberModalHost, MemberModalKeys } from './member-modals';
import { RealityCheckHost } from './reality-check-host';
import { RouteFallback } from './route-fallback';
import { MemberShell } from './shells/member-shell';
import { StepUpHost } from './step-up-host';
import { SwrProvider } from './swr-provider';
import { withMessages } from './with-messages';

/** Everything under /user (nested router: paths here are relative to /user). */
// One chunk with member-home.ts (early-start.ts), which otherwise was a request of its own.
const HomePage = lazy(() => import(/* webpackChunkName: "home" */ './home-page'));
// These three bring their own texts (the `member` part): /user/home never downloads them.
const ProfileScreen = lazy(() =>
  withMessages(import('../features/profile/profile-screen'), ['member']).then((m) => ({
    default: m.ProfileScreen,
  })),
);
const BonusScreen = lazy(() =>
  withMessages(import('../features/bonus/bonus-screen'), ['member']).then((m) => ({
    default: m.BonusScreen,
  })),
);
const StatementScreen = lazy(() =>
  withMessages(import('../features/statement/statement-screen'), ['member']).then((m) => ({
    default: m.StatementScreen,
  })),
);
// "Play within limits" (capabilities depositLimits, selfExclusion): its own chunk, with the
// member texts.
const LimitsScreen = lazy(() =>
  withMessages(import('../features/limits/limits-screen'), ['member']).then((m) => ({
    default: m.LimitsScreen,
  })),
);
// Only an unknown path needs it: the home screen's first load does not carry it.
const NotFoundScreen = lazy(() =>
  import('../features/system/not-found-screen').then((m) => ({ default: m.NotFoundScreen })),
);
// The contact screen with the live chat (src/app/contact-page.tsx) and the chat's texts.
const ContactScreen = lazy(() =>
  withMessages(import('./contact-page'), ['chat']).then((m) => ({ default: m.MemberContactPage })),
);
// The spin screen's texts are a part of their own (message-parts.ts), loaded with it.
const SpinScreen = lazy(() =>
  withMessages(import('../features/spin/spin-screen'), ['spin']).then((m) => ({
    default: m.SpinScreen,
  })),
);

/**
 * `outside`: a member at an unknown path outside /user (src/app/not-found-page.tsx): the 404 in
 * this shell, whatever the path (the routes below match only paths under /user).
 */
export default function MemberRoutes({ outside = false }: { outside?: boolean }) {
  return (
    <SwrProvider>
      <MemberShell>
        <MemberModalKeys>
          <MemberRoute>
            {outside ? (
              <NotFoundScreen />
            ) : (
              <Switch>
                <Route path="/">
                  <Redirect to="/home" replace />
                </Route>
                <Route path="/home" component={HomePage} />
                <Route path="/profile" component={ProfileScreen} />
                <Route path="/limits" component={LimitsScreen} />
                <Route path="/bonus" component={BonusScreen} />
                <Route path="/statement" component={StatementScreen} />
                <Route path="/contact" component={ContactScreen} />
                <Route path="/spin" component={SpinScreen} />
                <Route>
                  <NotFoundScreen />
                </Route>
              </Switch>
            )}
          </MemberRoute>
          <MemberModalHost />
          <StepUpHost />
          <RealityCheckHost />
        </MemberModalKeys>
      </MemberShell>
    </SwrProvider>
  );
}

/**
 * One screen, inside the shell so the menus stay usable when it fails
 * (docs/architecture.md#error-boundaries). Its retry fetches the screen's answers anew; a
 * new path starts afresh.
 */
function MemberRoute({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const refetch = useRefetch();
  return (
    <ErrorBoundary resetKey={location} name="ui.partScreen" onRetry={() => refetch()}>
      <Suspense fallback={<RouteFallback />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
