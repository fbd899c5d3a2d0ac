import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useMemberModal } from '../../domain/member-modals';
import { ErrorBoundary } from '../../ui/error-boundary';
import { RefreshIcon } from '../../ui/icons';
import { WidgetButton, widgetTileCss } from '../../ui/widget-tile';
import { DepositIcon, GiftIcon, WheelIcon, WithdrawIcon } from './widget-icons';

export type SpinState = 'unknown' | 'active' | 'inactive';

export interface WidgetsProps {
  /** From GET /api/spinwheel/active: the spin widget, or refresh-all in its place. */
  spin: SpinState;
  coins: number | undefined;
  onRefresh: () => void;
  refreshing: boolean;
  /** The invite and refund tiles, composed by the app from their features. */
  inviteWidget: ReactNode;
  refundWidget: ReactNode;
  /** Reloads what the tiles show, when the player retries a tile that failed to render. */
  onRetry: () => unknown;
}

/**
 * The home widgets (docs/product.md#home): deposit, withdraw, spin wheel (or refresh-all),
 * invite, bonus, refund.
 * Deposit and withdraw open member-wide modals that other features provide; a widget
 * whose modal does not exist in this build is not shown.
 */
export function Widgets({
  spin,
  coins,
  onRefresh,
  refreshing,
  inviteWidget,
  refundWidget,
  onRetry,
}: WidgetsProps) {
  const theme = useTheme();
  const intl = useIntl();
  const modals = useMemberModal();
  const tile = widgetTileCss(theme);
  const items: { key: string; node: ReactNode }[] = [];
  if (modals.has('deposit')) {
    items.push({
      key: 'deposit',
      node: (
        <WidgetButton
          label={<FormattedMessage id="home.widget.deposit" />}
          icon={<DepositIcon />}
          onClick={() => modals.open('deposit')}
        />
      ),
    });
  }
  if (modals.has('withdraw')) {
    items.push({
      key: 'withdraw',
      node: (
        <WidgetButton
          label={<FormattedMessage id="home.widget.withdraw" />}
          icon={<WithdrawIcon />}
          onClick={() => modals.open('withdraw')}
        />
      ),
    });
  }
  if (spin === 'active') {
    items.push({
      key: 'spin',
      node: (
        <Link href="/spin" css={tile}>
          <WheelIcon />
          <span>
            <FormattedMessage id="home.widget.spin" />
          </span>
          <span css={css`font-weight: 400; color: ${theme.textMuted};`}>
            {intl.formatMessage({ id: 'home.widget.coins' }, { count: coins ?? 0 })}
          </span>
        </Link>
      ),
    });
  } else if (spin === 'inactive') {
    items.push({
      key: 'refresh',
      node: (
        <WidgetButton
          label={<FormattedMessage id="home.widget.refresh" />}
          icon={<RefreshIcon size={26} />}
          onClick={onRefresh}
          busy={refreshing}
        />
      ),
    });
  } else {
    // Not known yet: hold the tile's place so the grid does not reflow when it is.
    items.push({
      key: 'spin-pending',
      node: <div aria-hidden css={[tile, css`cursor: default;`]} />,
    });
  }
  items.push({ key: 'invite', node: inviteWidget });
  items.push({
    key: 'bonus',
    node: (
      <Link href="/bonus" css={tile}>
        <GiftIcon />
        <span>
          <FormattedMessage id="home.widget.bonus" />
        </span>
      </Link>
    ),
  });
  items.push({ key: 'refund', node: refundWidget });
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.shortcuts' })}>
      <ul
        css={css`
          display: grid;
          /* Three equal columns whatever the labels' widths: with plain 1fr a label drawn in
             the fallback font (before the Lao or Thai font has arrived) widened its column
             past the screen, and the swap to the real font moved every tile back. */
          grid-template-columns: repeat(3, minmax(0, 1fr));
          gap: 8px;
          margin: 12px 0 0;
          padding: 0;
          list-style: none;
        `}
      >
        {items.map((item) => (
          <li key={item.key} css={css`display: flex;`}>
            {/* Each tile on its own: one that fails leaves the others usable. */}
            <ErrorBoundary
              name={`home.widget.${item.key === 'spin-pending' ? 'spin' : item.key}`}
              onRetry={onRetry}
            >
              {item.node}
            </ErrorBoundary>
          </li>
        ))}
      </ul>
    </nav>
  );
}
