import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { WalletResult } from '../../api';
import { useBrand } from '../../domain/brand';
import { useMoney } from '../../domain/currency';
import { useMemberModal } from '../../domain/member-modals';
import { useLocale } from '../../domain/session';
import { walletTotal } from '../../domain/wallet-amounts';
import { formatTimeAgo } from '../../lib/format';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useNow } from './use-now';

export interface DashboardProps {
  wallet: WalletResult | undefined;
  /** A reload is running: the numbers shown are the previous ones. */
  stale: boolean;
  lastSync: number | null;
  loadFailed: boolean;
  onRetry: () => void;
  /** The invite bonus's receive button (from the invite feature). */
  inviteBonusAction: ReactNode;
}

/**
 * The home dashboard (docs/product.md#home): the member's name, the total balance (main wallet plus every
 * game account), when the balances were last refreshed, and the invite bonus with its
 * receive button. Every line has a fixed height and amounts use tabular figures, so
 * nothing moves when numbers arrive or change.
 */
export function Dashboard({
  wallet,
  stale,
  lastSync,
  loadFailed,
  onRetry,
  inviteBonusAction,
}: DashboardProps) {
  const theme = useTheme();
  const [locale] = useLocale();
  const { timeZone } = useBrand();
  const now = useNow();
  const amountCss = css`
    font-variant-numeric: tabular-nums;
    transition: opacity 0.2s;
    &[aria-busy='true'] {
      opacity: 0.45;
    }
  `;
  const money = useMoney();
  const modals = useMemberModal();
  return (
    <section
      aria-labelledby="home-total-label"
      css={css`
        padding: 16px;
        border-radius: ${theme.radius};
        background: linear-gradient(135deg, ${theme.surfaceAlt}, ${theme.surface});
        border: 1px solid ${theme.border};
        display: grid;
        /* The card is as wide as the screen allows, never as wide as a line of its text:
           a label still in the fallback font (before the page's font arrives) or the
           "updating" note would otherwise widen it, and move everything when it ends. */
        grid-template-columns: minmax(0, 1fr);
        gap: 6px;
      `}
    >
      <p
        css={css`
          margin: 0;
          min-height: 22px;
          font-weight: 600;
          overflow: hidden;
          text-overflow: ellipsis;
          white-space: nowrap;
        `}
      >
        {wallet ? (
          <FormattedMessage id="home.greeting" values={{ name: wallet.profile.name }} />
        ) : null}
      </p>
      {/* The transfer entry sits on the label's line, not the amount's: a long total keeps
          its room. Always there from the first paint, so nothing moves when data arrives. */}
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 8px;
          min-height: 44px;
        `}
      >
        <p id="home-total-label" css={css`margin: 0; color: ${theme.textMuted}; font-size: 14px;`}>
          <FormattedMessage id="home.total" />
        </p>
        {modals.has('transfer') ? (
          <Button variant="secondary" onClick={() => modals.open('transfer')}>
            <FormattedMessage id="home.transfer" />
          </Button>
        ) : null}
      </div>
      <p
        aria-busy={stale || undefined}
        css={[
          amountCss,
          css`
            margin: 0;
            min-height: 40px;
            font-size: 28px;
            line-height: 40px;
            font-weight: 700;
            color: ${theme.accent};
          `,
        ]}
      >
        {wallet ? money.format(walletTotal(wallet)) : null}
      </p>
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          gap: 8px;
          min-height: 20px;
          font-size: 13px;
          color: ${theme.textMuted};
        `}
      >
        {/* Shrinks and wraps rather than widening the card; never cut off. */}
        <span css={css`min-width: 0;`}>
          {lastSync !== null ? (
            <FormattedMessage
              id="home.lastSync"
              values={{ time: formatTimeAgo(lastSync, now, locale, timeZone) }}
            />
          ) : (
            <FormattedMessage id="home.neverSynced" />
          )}
        </span>
        <span
          role="status"
          css={css`display: inline-flex; flex: none; align-items: center; gap: 6px;`}
        >
          {stale ? (
            <>
              <Spinner size={12} />
              <FormattedMessage id="home.updating" />
            </>
          ) : null}
        </span>
      </div>
      {loadFailed && !wallet ? (
        <p css={css`margin: 0; display: flex; align-items: center; gap: 8px;`}>
          <FormattedMessage id="home.loadFailed" />
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </p>
      ) : null}
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 8px;
          min-height: 44px;
          margin-top: 6px;
          padding-top: 8px;
          border-top: 1px solid ${theme.border};
        `}
      >
        <span css={css`flex: 1; color: ${theme.textMuted};`}>
          <FormattedMessage id="home.inviteBonus" />
        </span>
        <span aria-busy={stale || undefined} css={[amountCss, css`font-weight: 700;`]}>
          {wallet ? money.format(wallet.invite.amount) : null}
        </span>
        {inviteBonusAction}
      </div>
    </section>
  );
}
