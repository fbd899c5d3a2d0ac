import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { SwrProvider } from './swr-provider';
import { withMessages } from './with-messages';

/** The guest screens other than /login, loaded when first opened. */
const RegisterScreen = lazy(() =>
  import('../features/register/register-screen').then((m) => ({ default: m.RegisterScreen })),
);
// Only reached from the login screen's "Forgot password?", shown while the backend
// announces `passwordReset` (docs/api.md#password-reset).
const ForgotPasswordScreen = lazy(() =>
  import('../features/password-reset/forgot-password-screen').then((m) => ({
    default: m.ForgotPasswordScreen,
  })),
);
const HowtoScreen = lazy(() =>
  import('../features/public/howto-screen').then((m) => ({ default: m.HowtoScreen })),
);
// The contact screen with the live chat (src/app/contact-page.tsx) and the chat's texts.
const ContactScreen = lazy(() =>
  withMessages(import('./contact-page'), ['chat']).then((m) => ({ default: m.GuestContactPage })),
);

export default function PublicRoutes() {
  return (
    <SwrProvider>
      <Switch>
        <Route path="/register" component={RegisterScreen} />
        <Route path="/forgot-password" component={ForgotPasswordScreen} />
        <Route path="/howto" component={HowtoScreen} />
        <Route path="/contact" component={ContactScreen} />
      </Switch>
    </SwrProvider>
  );
}
