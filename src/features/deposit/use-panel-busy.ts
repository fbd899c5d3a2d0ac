import { useEffect } from 'react';

/**
 * Tells the deposit modal that this panel's money call is in flight: the modal then
 * cannot be dismissed and its tabs stay put (docs/product.md#deposit), and it is told
 * again when the panel goes away, so the modal is never left locked.
 */
export function usePanelBusy(busy: boolean, setBusy: (busy: boolean) => void): void {
  useEffect(() => setBusy(busy), [busy, setBusy]);
  useEffect(() => () => setBusy(false), [setBusy]);
}
