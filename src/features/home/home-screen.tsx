import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { inviteApi, refundApi, spinwheelApi, spinwheelPaths, unwrap } from '../../api';
import { useBrand } from '../../app/hooks';
import { Page } from '../../ui/page';
import { needsEnglishName } from './bank-name';
import { BankNamePrompt } from './bank-name-prompt';
import { Dashboard } from './dashboard';
import { GameAccounts } from './game-accounts';
import { useAgreementPrompt } from './use-agreement-prompt';
import { useBannerFlow } from './use-banner-flow';
import { useReceiveInviteBonus } from './use-invite-bonus';
import { useRefreshAll } from './use-refresh-all';
import { useWallet } from './use-wallet';
import { type SpinState, Widgets } from './widgets';

// The modals are their own chunks, loaded when first opened: the screen's first paint
// (and its size budget) carries only what is on screen.
const SlotAccountModal = lazy(() =>
  import('./slot-account-modal').then((m) => ({ default: m.SlotAccountModal })),
);
const InviteModal = lazy(() => import('./invite-modal').then((m) => ({ default: m.InviteModal })));
const RefundModal = lazy(() => import('./refund-modal').then((m) => ({ default: m.RefundModal })));
const BannerModal = lazy(() => import('./banner-modal').then((m) => ({ default: m.BannerModal })));
const AgreementModal = lazy(() =>
  import('./agreement-modal').then((m) => ({ default: m.AgreementModal })),
);
const EditBankNameModal = lazy(() =>
  import('./edit-bank-name-modal').then((m) => ({ default: m.EditBankNameModal })),
);

/**
 * The member home (spec §1, §2 Home): dashboard, widgets and the game accounts, with the
 * modals they open. Balances refresh when the screen opens (spec §4 refresh-all); while a
 * reload runs the numbers shown are marked as not current.
 */
export function HomeScreen() {
  const intl = useIntl();
  const brand = useBrand();
  const wallet = useWallet();
  const { refresh, refreshing, lastSync } = useRefreshAll();
  const spin = useSWR(spinwheelPaths.active, () => unwrap(spinwheelApi.active()));
  const receiveInvite = useReceiveInviteBonus(wallet.data?.invite);
  const invite = useBannerFlow(inviteApi.banners);
  const refund = useBannerFlow(refundApi.banners);
  const [openCode, setOpenCode] = useState<string | null>(null);
  const [editingName, setEditingName] = useState(false);
  const [agreementOpen, closeAgreement] = useAgreementPrompt();

  const data = wallet.data;
  const stale = refreshing || wallet.isValidating;
  // The open account is looked up in the latest wallet, so activation shows at once.
  const openAccount = data?.slots.find((slot) => slot.code === openCode) ?? null;
  const spinState: SpinState = spin.data
    ? spin.data.isActive
      ? 'active'
      : 'inactive'
    : spin.error
      ? 'inactive'
      : 'unknown';
  const askEnglishName = needsEnglishName(brand.englishNameBanks, data?.bankAccount);

  return (
    <Page title={<FormattedMessage id="home.title" />}>
      {askEnglishName ? <BankNamePrompt onEdit={() => setEditingName(true)} /> : null}
      <Dashboard
        wallet={data}
        stale={stale}
        lastSync={lastSync}
        loadFailed={Boolean(wallet.error)}
        onRetry={() => void wallet.mutate()}
        onReceiveInvite={() => void receiveInvite.run()}
        receiving={receiveInvite.busy}
      />
      <Widgets
        spin={spinState}
        coins={data?.profile.coin}
        onRefresh={refresh}
        refreshing={refreshing}
        onInvite={invite.open}
        inviteBusy={invite.busy}
        onRefund={refund.open}
        refundBusy={refund.busy}
      />
      <GameAccounts
        slots={data?.slots}
        stale={stale}
        onOpen={(account) => setOpenCode(account.code)}
      />

      <Suspense fallback={null}>
        {openAccount ? (
          <SlotAccountModal account={openAccount} onClose={() => setOpenCode(null)} />
        ) : null}
        {invite.view.kind === 'banners' ? (
          <BannerModal
            title={intl.formatMessage({ id: 'invite.title' })}
            banners={invite.view.banners}
            onClose={invite.close}
            actionLabel={<FormattedMessage id="invite.openPlain" />}
            onAction={invite.showPlain}
          />
        ) : null}
        {invite.view.kind === 'plain' ? <InviteModal wallet={data} onClose={invite.close} /> : null}
        {refund.view.kind === 'banners' ? (
          <BannerModal
            title={intl.formatMessage({ id: 'refund.title' })}
            banners={refund.view.banners}
            onClose={refund.close}
            actionLabel={<FormattedMessage id="refund.openPlain" />}
            onAction={refund.showPlain}
          />
        ) : null}
        {refund.view.kind === 'plain' ? <RefundModal onClose={refund.close} /> : null}
        {editingName && data ? (
          <EditBankNameModal bankAccount={data.bankAccount} onClose={() => setEditingName(false)} />
        ) : null}
        {agreementOpen ? <AgreementModal onClose={closeAgreement} /> : null}
      </Suspense>
    </Page>
  );
}
