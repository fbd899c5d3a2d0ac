import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { inviteApi } from '../../api';
import { RegisterIcon } from '../../ui/icons';
import { lazyWithTexts, type WithTexts, withoutTexts } from '../../ui/lazy-with-texts';
import { useBannerFlow } from '../../ui/use-banner-flow';
import { WidgetButton } from '../../ui/widget-tile';

// The modals are their own chunks, loaded when first opened, with their texts (`withTexts`).
const inviteModal = lazyWithTexts(
  () => import('./invite-modal'),
  (m) => m.InviteModal,
);
const bannerModal = lazyWithTexts(
  () => import('../../ui/banner-modal'),
  (m) => m.BannerModal,
);

/**
 * The invite shortcut of the home screen: the server's invite banners first, or the plain
 * invite modal when there are none (docs/product.md#home).
 */
export function InviteWidget({ withTexts = withoutTexts }: { withTexts?: WithTexts }) {
  const InviteModal = inviteModal(withTexts);
  const BannerModal = bannerModal(withTexts);
  const intl = useIntl();
  const flow = useBannerFlow(inviteApi.banners);
  return (
    <>
      <WidgetButton
        label={<FormattedMessage id="home.widget.invite" />}
        icon={<RegisterIcon size={26} />}
        onClick={flow.open}
        busy={flow.busy}
      />
      <Suspense fallback={null}>
        {flow.view.kind === 'banners' ? (
          <BannerModal
            title={intl.formatMessage({ id: 'invite.title' })}
            banners={flow.view.banners}
            onClose={flow.close}
            actionLabel={<FormattedMessage id="invite.openPlain" />}
            onAction={flow.showPlain}
          />
        ) : null}
        {flow.view.kind === 'plain' ? <InviteModal onClose={flow.close} /> : null}
      </Suspense>
    </>
  );
}
