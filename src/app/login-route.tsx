import { useAtomValue } from 'jotai';
import { type ComponentProps, useEffect, useState } from 'react';
import { localeAtom } from '../domain/session';
import { LoginScreen } from '../features/auth/login-screen';
import { loadMessages, partsArrived } from './messages';
import { RouteFallback } from './route-fallback';
import { takeShellLogin } from './shell-login';

const LOGIN_TEXTS = ['login'] as const;

/**
 * The login screen once its texts (the `login` part) are here. A guest's first paint waited
 * for them already (boot.tsx), so it shows at once; a member who logged out a moment ago
 * waits the one download, never a screen of message ids. Should that download fail (a
 * dropped request), the screen shows anyway, as a lazily loaded screen does
 * (with-messages.ts): a player must always be able to log in, and the texts render as
 * soon as a later request brings them (the intl provider asks again).
 */
export function LoginRoute(props: ComponentProps<typeof LoginScreen>) {
  const locale = useAtomValue(localeAtom);
  const [ready, setReady] = useState(() => partsArrived(locale, LOGIN_TEXTS));
  useEffect(() => {
    if (ready) return;
    let current = true;
    const show = () => {
      if (current) setReady(true);
    };
    loadMessages(locale, LOGIN_TEXTS).then(show, show);
    return () => {
      current = false;
    };
  }, [ready, locale]);
  return ready ? <LoginScreen takeShellTyped={takeShellLogin} {...props} /> : <RouteFallback />;
}
