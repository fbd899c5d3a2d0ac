import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { cx } from './class-names';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'danger';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  text: string;
}

/** Form errors and notices show for 4 s (docs/product.md#errors-and-messages). */
export const TOAST_MS = 4000;

const toastsAtom = atom<ToastItem[]>([]);
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

function ToastView({ item }: { item: ToastItem }) {
  const set = useSetAtom(toastsAtom);
  useEffect(() => {
    const timer = setTimeout(() => set((items) => items.filter((i) => i.id !== item.id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [item.id, set]);
  return (
    <div className={cx(styles.toast, item.tone === 'success' && styles.success)}>{item.text}</div>
  );
}

/**
 * Two live regions: success notices are polite (`status`), errors assertive (`alert`).
 * They sit at the foot of the screen, just above the bottom menu: at the top they covered
 * the language switch and the top bar's buttons for 4 s, while the foot of the
 * page scrolls and the menu stays clear (docs/product.md#how-errors-are-presented).
 */
export function Toaster() {
  const items = useAtomValue(toastsAtom);
  return (
    <div className={styles.toaster}>
      <div role="status" className={styles.region}>
        {items
          .filter((item) => item.tone === 'success')
          .map((item) => (
            <ToastView key={item.id} item={item} />
          ))}
      </div>
      <div role="alert" className={styles.region}>
        {items
          .filter((item) => item.tone === 'danger')
          .map((item) => (
            <ToastView key={item.id} item={item} />
          ))}
      </div>
    </div>
  );
}
