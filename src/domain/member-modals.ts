import { atom, useSetAtom } from 'jotai';
import { createContext, useContext, useMemo } from 'react';

/**
 * Member-wide modals that any member screen may open (deposit, withdraw, transfer, the
 * bank-account-name edit, the slip-upload status): a feature asks for one by key, and the app, which composes the
 * features, decides which module shows it. So a feature can open another feature's modal
 * without importing it (docs/architecture.md#import-rules).
 */
export type MemberModalKey = 'deposit' | 'withdraw' | 'transfer' | 'bankName' | 'slipStatus';

export interface MemberModalRequest {
  key: MemberModalKey;
  /** A game account code the modal starts with (the transfer modal opened from a game). */
  game?: string;
  /** The tab the modal starts on (the deposit modal's mode, e.g. `auto`). */
  tab?: string;
  /**
   * Where the player was when this modal opened over another one: closing it opens that
   * again (the bank-name edit opened from the deposit modal's auto-deposit tab returns to
   * that tab; docs/product.md#deposit). Absent: closing closes.
   */
  returnTo?: MemberModalRequest;
}

export interface MemberModalProps {
  /** Close the modal; `changed` (money moved) reloads the wallet (docs/product.md#home). */
  onClose: (changed?: boolean) => void;
  game?: string;
  tab?: string;
}

export const memberModalAtom = atom<MemberModalRequest | null>(null);

/** The keys this build has a modal for, provided by the app's modal registry. */
export const MemberModalKeysContext = createContext<ReadonlySet<MemberModalKey>>(new Set());

/** `has(key)` says whether that modal exists in this build: offer it only then. */
export function useMemberModal() {
  const setOpen = useSetAtom(memberModalAtom);
  const keys = useContext(MemberModalKeysContext);
  return useMemo(
    () => ({
      open: (key: MemberModalKey, options: Omit<MemberModalRequest, 'key'> = {}) =>
        setOpen({ key, ...options }),
      close: () => setOpen(null),
      has: (key: MemberModalKey) => keys.has(key),
    }),
    [setOpen, keys],
  );
}
