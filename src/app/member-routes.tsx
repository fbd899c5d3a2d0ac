import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { NotFoundScreen } from '../features/system/not-found-screen';
import { loadContactPage } from './contact-route';
import { MemberModalHost, MemberModalKeys } from './member-modals';
import { RouteFallback } from './route-fallback';
import { MemberShell } from './shells/member-shell';
import { SwrProvider } from './swr-provider';

/** Everything under /user (nested router: paths here are relative to /user). */
const HomePage = lazy(() => import('./home-page'));
const ProfileScreen = lazy(() =>
  import('../features/profile/profile-screen').then((m) => ({ default: m.ProfileScreen })),
);
const BonusScreen = lazy(() =>
  import('../features/bonus/bonus-screen').then((m) => ({ default: m.BonusScreen })),
);
const StatementScreen = lazy(() =>
  import('../features/statement/statement-screen').then((m) => ({ default: m.StatementScreen })),
);
// The contact screen with the live chat (src/app/contact-page.tsx).
const ContactScreen = lazy(() => loadContactPage('member'));
const SpinScreen = lazy(() =>
  import('../features/spin/spin-screen').then((m) => ({ default: m.SpinScreen })),
);

export default function MemberRoutes() {
  return (
    <SwrProvider>
      <MemberShell>
        <MemberModalKeys>
          <Suspense fallback={<RouteFallback />}>
            <Switch>
              <Route path="/">
                <Redirect to="/home" replace />
              </Route>
              <Route path="/home" component={HomePage} />
              <Route path="/profile" component={ProfileScreen} />
              <Route path="/bonus" component={BonusScreen} />
              <Route path="/statement" component={StatementScreen} />
              <Route path="/contact" component={ContactScreen} />
              <Route path="/spin" component={SpinScreen} />
              <Route component={NotFoundScreen} />
            </Switch>
          </Suspense>
          <MemberModalHost />
        </MemberModalKeys>
      </MemberShell>
    </SwrProvider>
  );
}
