import { Suspense, useDeferredValue, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GameAccount } from '../../api';
import { useWallet } from '../../domain/wallet';
import { accountsByCategory, CATEGORIES } from '../../domain/wallet-amounts';
import { ErrorBoundary } from '../../ui/error-boundary';
import { lazyWithTexts, type WithTexts, withoutTexts } from '../../ui/lazy-with-texts';
import styles from './game-accounts.module.css';
import { GameCarousel } from './game-carousel';

/** Its own chunk, loaded when a card is first tapped, with its texts (`withTexts`). */
const slotAccountModal = lazyWithTexts(
  () => import('./slot-account-modal'),
  (m) => m.SlotAccountModal,
);

/**
 * The game accounts in three carousels by category (docs/product.md#home), each only when
 * it has accounts, and the account modal a card opens. Before the wallet has arrived,
 * placeholders of the carousels' size hold the space. `stale`: the balances shown are
 * being refreshed. `withTexts` loads the account modal's texts with it (the app knows where
 * they are).
 */
export function GameAccounts({
  stale,
  withTexts = withoutTexts,
}: {
  stale: boolean;
  withTexts?: WithTexts;
}) {
  const SlotAccountModal = slotAccountModal(withTexts);
  const wallet = useWallet();
  const [openCode, setOpenCode] = useState<string | null>(null);
  // Looked up in the latest wallet, so an activation or a transfer shows at once.
  const openAccount = wallet.data?.slots.find((slot) => slot.code === openCode) ?? null;
  // The carousels (three scenes and a button per card) render after the balances, in a
  // background render that yields to the browser: the wallet's arrival paints the balances
  // first instead of waiting for every card (docs/architecture.md#performance-budgets).
  const slots = useDeferredValue(wallet.data?.slots);
  const onOpen = (account: GameAccount) => setOpenCode(account.code);
  return (
    <section aria-labelledby="home-games" className={styles.games}>
      <h2 id="home-games" className={styles.heading}>
        <FormattedMessage id="home.games" />
      </h2>
      {slots
        ? accountsByCategory(slots).map(({ category, accounts }) => (
            // Each carousel on its own: a card that cannot be drawn leaves the others.
            <ErrorBoundary
              key={category}
              name={`home.category.${category}`}
              resetKey={slots}
              onRetry={() => wallet.mutate()}
            >
              <GameCarousel category={category} accounts={accounts} stale={stale} onOpen={onOpen} />
            </ErrorBoundary>
          ))
        : CATEGORIES.map((category) => (
            <div key={category} aria-hidden className={styles.placeholder} />
          ))}
      {openAccount ? (
        <Suspense fallback={null}>
          <SlotAccountModal account={openAccount} onClose={() => setOpenCode(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
