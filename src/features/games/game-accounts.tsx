import { css, useTheme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { GameAccount } from '../../api';
import { accountsByCategory, CATEGORIES } from './game-amounts';
import { GameCarousel } from './game-carousel';

/**
 * The game accounts in three carousels by category (spec §1), each only when it has
 * accounts. Before the wallet has arrived, placeholders of the carousels' size hold the
 * space.
 */
export function GameAccounts({
  slots,
  stale,
  onOpen,
}: {
  slots: readonly GameAccount[] | undefined;
  stale: boolean;
  onOpen: (account: GameAccount) => void;
}) {
  const theme = useTheme();
  return (
    <section aria-labelledby="home-games" css={css`margin-top: 20px;`}>
      <h2 id="home-games" css={css`margin: 0; font-size: 18px;`}>
        <FormattedMessage id="home.games" />
      </h2>
      {slots
        ? accountsByCategory(slots).map(({ category, accounts }) => (
            <GameCarousel
              key={category}
              category={category}
              accounts={accounts}
              stale={stale}
              onOpen={onOpen}
            />
          ))
        : CATEGORIES.map((category) => (
            <div
              key={category}
              aria-hidden
              css={css`
                margin-top: 16px;
                padding-top: 30px;
                &::after {
                  content: '';
                  display: block;
                  aspect-ratio: 600 / 250;
                  border-radius: ${theme.radius};
                  background: ${theme.surface};
                }
              `}
            />
          ))}
    </section>
  );
}
