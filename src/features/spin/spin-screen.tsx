/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Coupon } from '../../api';
import { useWheelSpinner } from '../../canvas/wheel/use-wheel-spinner';
import { Button } from '../../ui/button';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { ClaimModal } from './claim-modal';
import { CouponTable } from './coupon-table';
import { PrizeModal } from './prize-modal';
import { useCoupons, useSpinSetup } from './spin-data';
import { SpinWheel } from './spin-wheel';
import { useSpin } from './use-spin';
import { useWheelSize } from './wheel-size';

/**
 * /user/spin (docs/product.md#spin-wheel): the member's wheel and coins, a spin that lands
 * on the server's slice, the prize, and the coupons to claim.
 */
export function SpinScreen() {
  const setup = useSpinSetup();
  const coupons = useCoupons();
  const spinner = useWheelSpinner();
  const size = useWheelSize();
  const [claiming, setClaiming] = useState<Coupon | null>(null);
  const reloadSetup = setup.mutate;
  const reloadCoupons = coupons.mutate;
  const reload = useCallback(
    () => Promise.all([reloadSetup(), reloadCoupons()]),
    [reloadSetup, reloadCoupons],
  );
  const spin = useSpin({ spinner, reload });
  // The coupons as they were at the tap until the spin is over: the reload that follows the
  // answer brings the new coupon while the wheel still turns, and would tell the prize.
  const shownCoupons = useHeldWhile(coupons.data?.result, spin.spinning);

  const live = setup.data?.result.activeSpinwheel ?? null;
  const wheel = spin.spun ?? live;
  const coins = spin.remaining ?? setup.data?.result.userCoin ?? 0;
  const slices = wheel?.slices.length ?? 0;

  // A wheel with another number of slices starts from its own rest position.
  useEffect(() => {
    if (slices > 0) spinner.reset(slices);
  }, [spinner, slices]);

  const sliceLabel = (code: string) =>
    wheel?.slices.find((slice) => slice.code === code)?.label ?? code;

  let body: ReactNode;
  if (wheel) {
    body = (
      <SpinWheel
        wheel={wheel}
        size={size}
        coins={coins}
        spinner={spinner}
        spinning={spin.spinning}
        announcement={spin.announcement}
        onSpin={() => {
          // docs/product.md#spinning: no coins (or a spin under way), nothing is sent.
          if (coins > 0 && !spin.spinning) spin.spin(wheel);
        }}
      />
    );
  } else if (setup.data) {
    body = (
      <Problem size={size} onRetry={() => void reloadSetup()}>
        <FormattedMessage id="spin.noWheel" />
      </Problem>
    );
  } else if (setup.error) {
    body = (
      <Problem size={size} onRetry={() => void reloadSetup()} alert>
        <FormattedMessage id="spin.loadFailed" />
      </Problem>
    );
  } else {
    body = <Loading size={size} />;
  }

  return (
    <Page title={<FormattedMessage id="spin.title" />}>
      {/* The wheel and the coupons each on their own (docs/architecture.md#error-boundaries):
          a coupon the table cannot show leaves the wheel spinning. */}
      <ErrorBoundary name="spin.title" resetKey={setup.data} onRetry={reloadSetup}>
        {body}
      </ErrorBoundary>
      <ErrorBoundary name="spin.coupons.title" resetKey={coupons.data} onRetry={reloadCoupons}>
        <CouponTable
          coupons={shownCoupons}
          failed={Boolean(coupons.error)}
          loading={coupons.isLoading}
          sliceLabel={sliceLabel}
          onRetry={() => void reloadCoupons()}
          onClaim={setClaiming}
        />
      </ErrorBoundary>
      {spin.prize ? <PrizeModal slice={spin.prize} onClose={spin.closePrize} /> : null}
      {claiming ? (
        <ClaimModal
          coupon={claiming}
          onClose={() => {
            setClaiming(null);
            // docs/product.md#spinning: after the claim modal the wheel is set up again
            // (a credit has reloaded the wallet, the coupons and the setup already).
            void reload();
          }}
        />
      ) : null}
    </Page>
  );
}

/** The wheel's place while it loads: the same height, so nothing below moves. */
function Loading({ size }: { size: number }) {
  const intl = useIntl();
  return (
    <div css={css`min-height: ${size + 80}px; display: grid; place-items: center;`}>
      <Spinner label={intl.formatMessage({ id: 'spin.loading' })} size={32} />
    </div>
  );
}

function Problem({
  size,
  onRetry,
  alert = false,
  children,
}: {
  size: number;
  onRetry: () => void;
  alert?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div
      css={css`
        min-height: ${size + 80}px;
        display: grid;
        place-content: center;
        justify-items: center;
        gap: 12px;
        text-align: center;
      `}
    >
      <p role={alert ? 'alert' : undefined} css={css`margin: 0; color: ${theme.text};`}>
        {children}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <FormattedMessage id="ui.retry" />
      </Button>
    </div>
  );
}

/** `value`, except that while `hold` is true it stays what it was when `hold` became true. */
function useHeldWhile<T>(value: T, hold: boolean): T {
  const held = useRef(value);
  if (!hold) held.current = value;
  return held.current;
}
