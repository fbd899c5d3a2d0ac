import { navigate as browserNavigate } from 'wouter/use-browser-location';

/** Navigation for code outside components (the API client's session hooks). */
export function navigate(to: string, options?: { replace?: boolean }): void {
  if (window.location.pathname === to) return;
  browserNavigate(to, options);
}
