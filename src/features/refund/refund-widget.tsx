import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { refundApi } from '../../api';
import { lazyWithTexts, type WithTexts, withoutTexts } from '../../ui/lazy-with-texts';
import { useBannerFlow } from '../../ui/use-banner-flow';
import { WidgetButton } from '../../ui/widget-tile';
import { RefundIcon } from './refund-icon';

// The modals are their own chunks, loaded when first opened, with their texts (`withTexts`).
const refundModal = lazyWithTexts(
  () => import('./refund-modal'),
  (m) => m.RefundModal,
);
const bannerModal = lazyWithTexts(
  () => import('../../ui/banner-modal'),
  (m) => m.BannerModal,
);

/**
 * The refund shortcut of the home screen: the server's refund banners first, or the plain
 * refund modal when there are none (docs/product.md#home).
 */
export function RefundWidget({ withTexts = withoutTexts }: { withTexts?: WithTexts }) {
  const RefundModal = refundModal(withTexts);
  const BannerModal = bannerModal(withTexts);
  const intl = useIntl();
  const flow = useBannerFlow(refundApi.banners);
  return (
    <>
      <WidgetButton
        label={<FormattedMessage id="home.widget.refund" />}
        icon={<RefundIcon />}
        onClick={flow.open}
        busy={flow.busy}
      />
      <Suspense fallback={null}>
        {flow.view.kind === 'banners' ? (
          <BannerModal
            title={intl.formatMessage({ id: 'refund.title' })}
            banners={flow.view.banners}
            onClose={flow.close}
            actionLabel={<FormattedMessage id="refund.openPlain" />}
            onAction={flow.showPlain}
          />
        ) : null}
        {flow.view.kind === 'plain' ? <RefundModal onClose={flow.close} /> : null}
      </Suspense>
    </>
  );
}
