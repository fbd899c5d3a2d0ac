import { useAtomValue } from 'jotai';
import { type ComponentProps, useEffect, useSyncExternalStore } from 'react';
import { localeAtom } from '../domain/session';
import { LoginScreen } from '../features/auth/login-screen';
import { loadMessages, onMessages, partsArrived } from './messages';
import { RouteFallback } from './route-fallback';

const LOGIN_TEXTS = ['login'] as const;

/**
 * The login screen once its texts (the `login` part) are here. A guest's first paint waited
 * for them already (boot.tsx), so it shows at once; a member who logged out a moment ago
 * waits the one download, never a screen of message ids.
 */
export function LoginRoute(props: ComponentProps<typeof LoginScreen>) {
  const locale = useAtomValue(localeAtom);
  const ready = useSyncExternalStore(onMessages, () => partsArrived(locale, LOGIN_TEXTS));
  useEffect(() => {
    // A failed download is asked for again by the intl provider with the other parts.
    if (!ready) loadMessages(locale, LOGIN_TEXTS).catch(() => undefined);
  }, [ready, locale]);
  return ready ? <LoginScreen {...props} /> : <RouteFallback />;
}
