import { atom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

/**
 * The toasts' state and `useToast`, apart from their view (toast.tsx, loaded after the
 * first paint): screens that show a toast carry only this.
 */
export type ToastTone = 'success' | 'danger';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  text: string;
}

/** Form errors and notices show for 4 s (docs/product.md#errors-and-messages). */
export const TOAST_MS = 4000;

export const toastsAtom = atom<ToastItem[]>([]);
let nextId = 1;

export function useToast() {
  const set = useSetAtom(toastsAtom);
  const show = useCallback(
    (tone: ToastTone, text: string) => {
      const id = nextId++;
      // The same text twice in a row (a double tap on a failing button) shows once.
      set((items) => [...items.filter((item) => item.text !== text), { id, tone, text }]);
      return id;
    },
    [set],
  );
  return useMemo(
    () => ({
      success: (text: string) => show('success', text),
      danger: (text: string) => show('danger', text),
      dismiss: (id: number) => set((items) => items.filter((item) => item.id !== id)),
    }),
    [show, set],
  );
}
