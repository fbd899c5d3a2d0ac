import { atom, useAtom } from 'jotai';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';

/**
 * Member-wide modals (spec §2 Home: deposit, transfer, withdraw) that any member screen
 * may open: one atom says which is open, one host renders it. Each modal is its own lazily
 * loaded feature module, registered below by key once its feature exists; a key without a
 * loader is simply not offered (its widget is not shown). This file is kept free of SWR
 * because app/hooks imports it and app/hooks is in the /login bundle.
 */
export type MemberModalKey = 'deposit' | 'withdraw' | 'transfer';

export interface MemberModalProps {
  /** Close the modal; `changed` (money moved) reloads the wallet (spec §4). */
  onClose: (changed?: boolean) => void;
}

type ModalModule = { default: ComponentType<MemberModalProps> };

/**
 * The registered modals. To add one: `deposit: () => import('../features/deposit/deposit-modal')`
 * (a default export taking MemberModalProps). None of their features exists yet.
 */
const loaders: Partial<Record<MemberModalKey, () => Promise<ModalModule>>> = {};

export const memberModalAtom = atom<MemberModalKey | null>(null);

export function hasMemberModal(key: MemberModalKey): boolean {
  return Object.hasOwn(loaders, key);
}

const views = new Map<MemberModalKey, LazyExoticComponent<ComponentType<MemberModalProps>>>();

function viewOf(key: MemberModalKey) {
  const load = loaders[key];
  if (!load) return null;
  let view = views.get(key);
  if (!view) {
    view = lazy(load);
    views.set(key, view);
  }
  return view;
}

/** Mounted once in the member shell; `onWalletChanged` reloads the wallet's SWR key. */
export function MemberModals({ onWalletChanged }: { onWalletChanged: () => void }) {
  const [key, setKey] = useAtom(memberModalAtom);
  const View = key ? viewOf(key) : null;
  if (!View) return null;
  return (
    <Suspense fallback={null}>
      <View
        onClose={(changed) => {
          setKey(null);
          if (changed) onWalletChanged();
        }}
      />
    </Suspense>
  );
}
