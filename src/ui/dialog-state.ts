import { atom, useSetAtom } from 'jotai';
import { type ReactNode, useCallback, useMemo } from 'react';

/** Swal-style dialogs (docs/product.md#errors-and-messages): a success, an error, or a question that needs an answer. */
export type DialogKind = 'success' | 'error' | 'confirm';

export interface DialogState {
  kind: DialogKind;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  danger?: boolean;
  resolve: (confirmed: boolean) => void;
}

/** The open dialog, if any. Kept apart from the dialog's view so that view loads lazily. */
export const dialogAtom = atom<DialogState | null>(null);

export interface ConfirmOptions {
  title: ReactNode;
  text?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** The confirm button is red (cancelling a bonus, ending something). */
  danger?: boolean;
}

/** Opens a dialog; the promise resolves when the player answers (true: confirmed/OK). */
export function useDialog() {
  const set = useSetAtom(dialogAtom);
  const open = useCallback(
    (state: Omit<DialogState, 'resolve'>) =>
      new Promise<boolean>((resolve) => {
        set((current) => {
          // A new dialog answers the one it replaces as "not confirmed".
          current?.resolve(false);
          return { ...state, resolve };
        });
      }),
    [set],
  );
  return useMemo(
    () => ({
      success: (title: ReactNode, text?: ReactNode) => open({ kind: 'success', title, text }),
      error: (title: ReactNode, text?: ReactNode) => open({ kind: 'error', title, text }),
      confirm: (options: ConfirmOptions) => open({ kind: 'confirm', ...options }),
    }),
    [open],
  );
}
