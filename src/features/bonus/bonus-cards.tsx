/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Bonus } from '../../api';
import { useBrand } from '../../domain/brand';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { BonusCard, CARD_MIN_HEIGHT } from './bonus-card';
import { bonusCardState, receiptsCounted } from './bonus-card-state';
import { useBonuses } from './bonus-queries';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The bonus cards (GET /api/bonus) in a grid, with a loading state that holds the space of
 * two cards, an empty state, and an error state with a retry. Each card's state follows
 * the received-up-to-limit rule in the site's time zone (src/domain/rules/bonus.ts).
 */
export function BonusCards({
  onActivate,
  activatingCode,
  disabled,
}: {
  onActivate: (bonus: Bonus) => void;
  activatingCode: string | null;
  disabled: boolean;
}) {
  const theme = useTheme();
  const intl = useIntl();
  const { timeZone } = useBrand();
  const headingId = useId();
  const bonuses = useBonuses();
  const now = Date.now();

  let body: ReactNode;
  if (bonuses.data) {
    body =
      bonuses.data.length === 0 ? (
        <p css={css`margin: 0; color: ${theme.textMuted};`}>
          <FormattedMessage id="bonus.listEmpty" />
        </p>
      ) : (
        <ul css={grid}>
          {bonuses.data.map((bonus) => (
            <li key={bonus.code}>
              <BonusCard
                bonus={bonus}
                state={bonusCardState(bonus, now, timeZone)}
                counted={receiptsCounted(bonus, now, timeZone)}
                onActivate={() => onActivate(bonus)}
                activating={activatingCode === bonus.code}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      );
  } else if (bonuses.error) {
    body = (
      <div role="alert" css={css`display: grid; gap: 8px; justify-items: start;`}>
        <p css={css`margin: 0; color: ${theme.danger};`}>
          <FormattedMessage id="bonus.listFailed" />
        </p>
        <Button
          variant="secondary"
          loading={bonuses.isValidating}
          onClick={() => void bonuses.mutate()}
        >
          <FormattedMessage id="ui.retry" />
        </Button>
      </div>
    );
  } else {
    // Two card-sized placeholders hold the space; the first carries the announced spinner.
    body = (
      <div css={grid}>
        {[0, 1].map((n) => (
          <div
            key={n}
            css={css`
              display: grid;
              place-items: center;
              min-height: ${CARD_MIN_HEIGHT}px;
              border-radius: ${theme.radius};
              background: ${theme.surface};
            `}
          >
            {n === 0 ? <Spinner label={intl.formatMessage({ id: 'ui.loading' })} /> : null}
          </div>
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} css={css`margin: 0 0 10px; font-size: 16px;`}>
        <FormattedMessage id="bonus.list" />
      </h2>
      {body}
    </section>
  );
}
