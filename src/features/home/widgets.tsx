import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useMemberModal } from '../../domain/member-modals';
import { ErrorBoundary } from '../../ui/error-boundary';
import { RefreshIcon } from '../../ui/icons';
import { WidgetButton, WidgetPlaceholder, widgetTileClass } from '../../ui/widget-tile';
import { DepositIcon, GiftIcon, WheelIcon, WithdrawIcon } from './widget-icons';
import styles from './widgets.module.css';

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
  const intl = useIntl();
  const modals = useMemberModal();
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
        <Link href="/spin" className={widgetTileClass}>
          <WheelIcon />
          <span>
            <FormattedMessage id="home.widget.spin" />
          </span>
          <span className={styles.coins}>
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
      node: <WidgetPlaceholder />,
    });
  }
  items.push({ key: 'invite', node: inviteWidget });
  items.push({
    key: 'bonus',
    node: (
      <Link href="/bonus" className={widgetTileClass}>
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
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
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
