import { useAtom } from 'jotai';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { useIntl } from 'react-intl';
import {
  type MemberModalKey,
  MemberModalKeysContext,
  type MemberModalProps,
  memberModalAtom,
} from '../domain/member-modals';
import { useRefetch } from '../domain/revalidate';
import { useRevalidateWallet } from '../domain/wallet';
import { ErrorBoundary } from '../ui/error-boundary';
// In the member shell's chunk already (the conditions modal).
import { Modal, ModalOpening } from '../ui/modal';
import { useValueAfterPaint } from '../ui/use-value-after-paint';
import { withMessages } from './with-messages';

type ModalModule = { default: ComponentType<MemberModalProps> };

/**
 * The member-wide modals of this build, each its own lazily loaded feature module (a
 * default export taking MemberModalProps). A key without a loader is not offered: its
 * widget or button is not shown. Features open them through src/domain/member-modals.
 */
const loaders: Partial<Record<MemberModalKey, () => Promise<ModalModule>>> = {
  bankName: () => import('../features/profile/edit-bank-name-modal'),
  // Modals whose texts are a message part of their own render once those are here too.
  deposit: () => withMessages(import('../features/deposit/deposit-modal'), ['deposit']),
  slipStatus: () => withMessages(import('../features/statement/slip-status-modal'), ['deposit']),
  transfer: () => withMessages(import('../features/transfer/transfer-modal'), ['transfer']),
  withdraw: () => withMessages(import('../features/withdraw/withdraw-modal'), ['transfer']),
};

const registered: ReadonlySet<MemberModalKey> = new Set(Object.keys(loaders) as MemberModalKey[]);

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

/** Says which modals exist, for the screens below it. */
export function MemberModalKeys({ children }: { children: ReactNode }) {
  return (
    <MemberModalKeysContext.Provider value={registered}>{children}</MemberModalKeysContext.Provider>
  );
}

/**
 * Mounted once in the member shell; closing after money moved reloads the wallet. A modal
 * that fails to render (or whose code did not arrive) shows the message in a dialog of its
 * own, which closes as the modal would (docs/architecture.md#error-boundaries); its retry
 * fetches every answer anew, as it cannot know which the modal read.
 */
export function MemberModalHost() {
  const [request, setRequest] = useAtom(memberModalAtom);
  // A modal's first render (a form, a list of banks) is the largest piece of work a tap
  // starts: rendered inside the tap it held the next frame back past 100 ms on a slow
  // phone. The tap is answered at once by the backdrop (ModalOpening), and the modal
  // renders once that has painted, in a transition that yields
  // (docs/architecture.md#performance-budgets).
  const shown = useValueAfterPaint(request, null);
  const revalidateWallet = useRevalidateWallet();
  const refetch = useRefetch();
  const intl = useIntl();
  const View = request ? viewOf(request.key) : null;
  if (!request || !View) return null;
  const opening = <ModalOpening label={intl.formatMessage({ id: 'ui.loading' })} />;
  if (shown !== request) return opening;
  const { key } = request;
  // Back to the modal this one was opened from, if any (MemberModalRequest.returnTo).
  const close = () => setRequest(request.returnTo ?? null);
  return (
    <ErrorBoundary
      name="ui.partDialog"
      resetKey={key}
      onRetry={() => refetch()}
      frame={(alert) => (
        <Modal
          open
          onClose={() => {
            // The modal may have moved money before it failed.
            close();
            void revalidateWallet();
          }}
          title={intl.formatMessage({ id: 'ui.partDialog' })}
        >
          {alert}
        </Modal>
      )}
    >
      <Suspense fallback={opening}>
        <View
          game={request.game}
          tab={request.tab}
          onClose={(changed) => {
            close();
            if (changed) void revalidateWallet();
          }}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
