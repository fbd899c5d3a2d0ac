import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { tokenAtom } from '../domain/session';

/** Any route needing auth without a stored token goes to /login (docs/product.md#routes-and-guards). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  // `~` leaves the nested /user router: the login page is at the root.
  if (!token) return <Redirect to="~/login" replace />;
  return <>{children}</>;
}
