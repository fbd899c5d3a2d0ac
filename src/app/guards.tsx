import { useAtomValue } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { lookupApi } from '../api';
import { tokenAtom } from '../domain/session';
import { TERMINATED_BODY_CLASS } from '../lib/body-class';
import { usePainted } from '../ui/use-painted';

/** Any route needing auth without a stored token goes to /login (docs/product.md#routes-and-guards). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  // `~` leaves the nested /user router: the login page is at the root.
  if (!token) return <Redirect to="~/login" replace />;
  return <>{children}</>;
}

/**
 * docs/product.md#routes-and-guards: on exactly /login, ask the server whether the site is active first; 'gone'
 * goes to /terminated, anything else clears the terminated body style. Asked once the app's
 * first render has been painted: a request started with that render ended before the
 * login screen's paint on a slow phone, and delayed it (docs/architecture.md#performance-budgets).
 */
export function SiteActiveCheck() {
  const [location, setLocation] = useLocation();
  const painted = usePainted();
  useEffect(() => {
    if (!painted || location !== '/login') return;
    let cancelled = false;
    lookupApi.active().then((result) => {
      if (cancelled) return;
      if (result.ok && result.data.terminated === 'gone') {
        setLocation('/terminated', { replace: true });
      } else {
        document.body.classList.remove(TERMINATED_BODY_CLASS);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [painted, location, setLocation]);
  return null;
}
