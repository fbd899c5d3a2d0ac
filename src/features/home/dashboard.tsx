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
import { cx } from '../../ui/class-names';
import { Spinner } from '../../ui/spinner';
import styles from './dashboard.module.css';
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
  const [locale] = useLocale();
  const { timeZone } = useBrand();
  const now = useNow();
  const money = useMoney();
  const modals = useMemberModal();
  return (
    <section aria-labelledby="home-total-label" className={styles.card}>
      <p className={styles.greeting}>
        {wallet ? (
          <FormattedMessage id="home.greeting" values={{ name: wallet.profile.name }} />
        ) : null}
      </p>
      {/* The transfer entry sits on the label's line, not the amount's: a long total keeps
          its room. Always there from the first paint, so nothing moves when data arrives. */}
      <div className={styles.totalRow}>
        <p id="home-total-label" className={styles.totalLabel}>
          <FormattedMessage id="home.total" />
        </p>
        {modals.has('transfer') ? (
          <Button variant="secondary" onClick={() => modals.open('transfer')}>
            <FormattedMessage id="home.transfer" />
          </Button>
        ) : null}
      </div>
      <p aria-busy={stale || undefined} className={cx(styles.amount, styles.total)}>
        {wallet ? money.format(walletTotal(wallet)) : null}
      </p>
      <div className={styles.syncRow}>
        <span className={styles.lastSync}>
          {lastSync !== null ? (
            <FormattedMessage
              id="home.lastSync"
              values={{ time: formatTimeAgo(lastSync, now, locale, timeZone) }}
            />
          ) : (
            <FormattedMessage id="home.neverSynced" />
          )}
        </span>
        <span role="status" className={styles.updating}>
          {stale ? (
            <>
              <Spinner size={12} />
              <FormattedMessage id="home.updating" />
            </>
          ) : null}
        </span>
      </div>
      {loadFailed && !wallet ? (
        <p className={styles.loadFailed}>
          <FormattedMessage id="home.loadFailed" />
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <FormattedMessage id="ui.retry" />
          </Button>
        </p>
      ) : null}
      <div className={styles.inviteRow}>
        <span className={styles.inviteLabel}>
          <FormattedMessage id="home.inviteBonus" />
        </span>
        <span aria-busy={stale || undefined} className={cx(styles.amount, styles.inviteAmount)}>
          {wallet ? money.format(wallet.invite.amount) : null}
        </span>
        {inviteBonusAction}
      </div>
    </section>
  );
}
