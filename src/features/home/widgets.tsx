import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useMemberModal } from '../../app/hooks';
import { RefreshIcon, RegisterIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { DepositIcon, GiftIcon, RefundIcon, WheelIcon, WithdrawIcon } from './widget-icons';

export type SpinState = 'unknown' | 'active' | 'inactive';

export interface WidgetsProps {
  /** From GET /api/spinwheel/active: the spin widget, or refresh-all in its place. */
  spin: SpinState;
  coins: number | undefined;
  onRefresh: () => void;
  refreshing: boolean;
  onInvite: () => void;
  inviteBusy: boolean;
  onRefund: () => void;
  refundBusy: boolean;
}

const TILE_HEIGHT = 84;

/**
 * Spec §1 widgets: deposit, withdraw, spin wheel (or refresh-all), invite, bonus, refund.
 * Deposit and withdraw open member-wide modals that other features provide; a widget
 * whose modal does not exist in this build is not shown.
 */
export function Widgets({
  spin,
  coins,
  onRefresh,
  refreshing,
  onInvite,
  inviteBusy,
  onRefund,
  refundBusy,
}: WidgetsProps) {
  const theme = useTheme();
  const intl = useIntl();
  const modals = useMemberModal();
  const tile = css`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 4px;
    width: 100%;
    min-height: ${TILE_HEIGHT}px;
    padding: 8px 4px;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.border};
    background: ${theme.surface};
    color: ${theme.text};
    font-size: 13px;
    font-weight: 600;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    touch-action: manipulation;
    &:disabled,
    &[aria-busy='true'] {
      cursor: progress;
      opacity: 0.7;
    }
    svg {
      color: ${theme.accent};
    }
  `;
  const button = (label: ReactNode, icon: ReactNode, onClick: () => void, busy = false) => (
    <button
      type="button"
      css={tile}
      onClick={busy ? undefined : onClick}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size={26} /> : icon}
      <span>{label}</span>
    </button>
  );
  const items: { key: string; node: ReactNode }[] = [];
  if (modals.has('deposit')) {
    items.push({
      key: 'deposit',
      node: button(<FormattedMessage id="home.widget.deposit" />, <DepositIcon />, () =>
        modals.open('deposit'),
      ),
    });
  }
  if (modals.has('withdraw')) {
    items.push({
      key: 'withdraw',
      node: button(<FormattedMessage id="home.widget.withdraw" />, <WithdrawIcon />, () =>
        modals.open('withdraw'),
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
      node: button(
        <FormattedMessage id="home.widget.refresh" />,
        <RefreshIcon size={26} />,
        onRefresh,
        refreshing,
      ),
    });
  } else {
    // Not known yet: hold the tile's place so the grid does not reflow when it is.
    items.push({
      key: 'spin-pending',
      node: <div aria-hidden css={[tile, css`cursor: default;`]} />,
    });
  }
  items.push({
    key: 'invite',
    node: button(
      <FormattedMessage id="home.widget.invite" />,
      <RegisterIcon size={26} />,
      onInvite,
      inviteBusy,
    ),
  });
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
  items.push({
    key: 'refund',
    node: button(
      <FormattedMessage id="home.widget.refund" />,
      <RefundIcon />,
      onRefund,
      refundBusy,
    ),
  });
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.shortcuts' })}>
      <ul
        css={css`
          display: grid;
          grid-template-columns: repeat(3, 1fr);
          gap: 8px;
          margin: 12px 0 0;
          padding: 0;
          list-style: none;
        `}
      >
        {items.map((item) => (
          <li key={item.key} css={css`display: flex;`}>
            {item.node}
          </li>
        ))}
      </ul>
    </nav>
  );
}
