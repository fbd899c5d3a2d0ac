import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import useSWR from 'swr';
import { spinwheelApi, spinwheelPaths, unwrap } from '../../api';
import { useBrand } from '../../domain/brand';
import { type LeftOrder, useSettleLeftOrders } from '../../domain/left-orders';
import { useMemberModal } from '../../domain/member-modals';
import { shouldAskEnglishName } from '../../domain/rules/account';
import { useRefreshAll, useWallet } from '../../domain/wallet';
import { useDialog } from '../../ui/dialog-state';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Page } from '../../ui/page';
import { usePainted } from '../../ui/use-painted';
import { BankNamePrompt } from './bank-name-prompt';
import { Dashboard } from './dashboard';
import { type SpinState, Widgets } from './widgets';

/**
 * What other features put on the home screen; the app composes them, so this feature
 * imports none of them (docs/architecture.md#import-rules).
 */
export interface HomeParts {
  /** The game-account carousels; `stale` while the balances are being refreshed. */
  GameAccounts: ComponentType<{ stale: boolean }>;
  /** The invite bonus's receive button on the dashboard. */
  inviteBonusAction: ReactNode;
  /** The invite and refund shortcut tiles, each with the modals it opens. */
  inviteWidget: ReactNode;
  refundWidget: ReactNode;
}

/**
 * The member home (docs/product.md#home): dashboard, widgets and the game accounts.
 * Balances refresh when the screen opens; while a reload runs the numbers shown are
 * marked as not current.
 */
export function HomeScreen({
  GameAccounts,
  inviteBonusAction,
  inviteWidget,
  refundWidget,
}: HomeParts) {
  const brand = useBrand();
  const wallet = useWallet();
  const modals = useMemberModal();
  const dialog = useDialog();
  // A money order a reload left unanswered: settled by reading, and the player is told.
  // Texts as elements: they show once their message part has arrived, however early.
  useSettleLeftOrders((order: LeftOrder) => {
    const title = <FormattedMessage id="order.leftTitle" />;
    if (order.settlement === 'done') {
      void dialog.success(
        title,
        <FormattedMessage id="order.leftDone" values={{ kind: order.kind }} />,
      );
    } else {
      void dialog.error(
        title,
        <FormattedMessage id="order.leftNotDone" values={{ kind: order.kind }} />,
      );
    }
  });
  const { refresh, refreshing, lastSync } = useRefreshAll();
  // The spin tile's state is asked for once the dashboard is on screen: the tile waits in
  // its neutral state meanwhile, and the balances paint first.
  const painted = usePainted();
  const spin = useSWR(painted ? spinwheelPaths.active : null, () => unwrap(spinwheelApi.active()));

  const data = wallet.data;
  const stale = refreshing || wallet.isValidating;
  const spinState: SpinState = spin.data
    ? spin.data.isActive
      ? 'active'
      : 'inactive'
    : spin.error
      ? 'inactive'
      : 'unknown';
  const askEnglishName =
    modals.has('bankName') && shouldAskEnglishName(brand.englishNameBanks, data?.bankAccount);

  return (
    <Page title={<FormattedMessage id="home.title" />}>
      {askEnglishName ? <BankNamePrompt onEdit={() => modals.open('bankName')} /> : null}
      {/* Each part on its own (docs/architecture.md#error-boundaries); their hooks are
          here, so a retry reloads them, and a new answer renders the part again. */}
      <ErrorBoundary name="home.total" resetKey={data} onRetry={() => wallet.mutate()}>
        <Dashboard
          wallet={data}
          stale={stale}
          lastSync={lastSync}
          loadFailed={Boolean(wallet.error)}
          onRetry={() => void wallet.mutate()}
          inviteBonusAction={inviteBonusAction}
        />
      </ErrorBoundary>
      <Widgets
        spin={spinState}
        coins={data?.profile.coin}
        onRefresh={refresh}
        refreshing={refreshing}
        inviteWidget={inviteWidget}
        refundWidget={refundWidget}
        onRetry={() => Promise.all([wallet.mutate(), spin.mutate()])}
      />
      <ErrorBoundary name="home.games" resetKey={data} onRetry={() => wallet.mutate()}>
        <GameAccounts stale={stale} />
      </ErrorBoundary>
    </Page>
  );
}
