import { css, keyframes, useTheme } from '@emotion/react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { BOTTOM_MENU_HEIGHT } from './theme';

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

const slide = keyframes`from { transform: translateY(12px); opacity: 0; } to { transform: none; opacity: 1; }`;

function ToastView({ item }: { item: ToastItem }) {
  const theme = useTheme();
  const set = useSetAtom(toastsAtom);
  useEffect(() => {
    const timer = setTimeout(() => set((items) => items.filter((i) => i.id !== item.id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [item.id, set]);
  return (
    <div
      css={css`
        pointer-events: auto;
        padding: 10px 14px;
        border-radius: ${theme.radius};
        background: ${item.tone === 'success' ? theme.successStrong : theme.dangerStrong};
        color: #fff;
        font-weight: 600;
        box-shadow: 0 6px 20px rgb(0 0 0 / 0.35);
        animation: ${slide} 0.18s ease-out;
      `}
    >
      {item.text}
    </div>
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
  const region = css`
    display: grid;
    gap: 8px;
    justify-items: center;
  `;
  return (
    <div
      css={css`
        position: fixed;
        bottom: calc(${BOTTOM_MENU_HEIGHT + 12}px + env(safe-area-inset-bottom));
        left: 12px;
        right: 12px;
        z-index: 200;
        display: grid;
        gap: 8px;
        justify-items: center;
        pointer-events: none;
      `}
    >
      <div role="status" css={region}>
        {items
          .filter((item) => item.tone === 'success')
          .map((item) => (
            <ToastView key={item.id} item={item} />
          ))}
      </div>
      <div role="alert" css={region}>
        {items
          .filter((item) => item.tone === 'danger')
          .map((item) => (
            <ToastView key={item.id} item={item} />
          ))}
      </div>
    </div>
  );
}
