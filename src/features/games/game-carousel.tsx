import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type GameAccount, type GameCategory, safeApiUrl } from '../../api';
import { restingPosition } from '../../canvas/carousel/carousel-layout';
import { carouselScene } from '../../canvas/carousel/carousel-scene';
import type { CarouselCard, CarouselData } from '../../canvas/carousel/carousel-types';
import { usePixiScene } from '../../canvas/use-pixi-scene';
import { useMoney } from '../../domain/currency';
import { secondaryAmount } from '../../domain/wallet-amounts';
import { cx } from '../../ui/class-names';
import { useTheme } from '../../ui/theme';
import styles from './game-carousel.module.css';

export interface GameCarouselProps {
  category: GameCategory;
  accounts: readonly GameAccount[];
  /** The balances are being reloaded: the cards show the previous ones. */
  stale: boolean;
  onOpen: (account: GameAccount) => void;
}

/**
 * One category's game accounts (docs/product.md#home): a 3D carousel drawn by PixiJS, with the same
 * cards as DOM buttons. The buttons are what keyboards and screen readers use (the canvas
 * is decorative for them); when the canvas cannot draw (no WebGL, a lost context) they are
 * shown as the carousel itself, so the area is never blank.
 */
export function GameCarousel({ category, accounts, stale, onOpen }: GameCarouselProps) {
  const theme = useTheme();
  const intl = useIntl();
  const money = useMoney();
  const headingId = useId();
  const [centre, setCentre] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);

  const cards = useMemo<CarouselCard[]>(
    () =>
      accounts.map((account) => ({
        key: account.code,
        title: account.name,
        amount: money.format(account.amount),
        secondary: intl.formatMessage(
          { id: 'home.card.credit' },
          { amount: money.number(secondaryAmount(account)) },
        ),
        logo: safeApiUrl(account.logo),
        background: safeApiUrl(account.background),
        active: account.isActive,
        inactiveLabel: intl.formatMessage({ id: 'home.card.inactive' }),
      })),
    [accounts, intl, money.format, money.number],
  );
  const data = useMemo<CarouselData>(
    () => ({
      cards,
      colors: { accent: theme.accent, text: theme.text, focus: theme.accent },
      fontFamily: theme.fontFamily,
      // Cards fill the view from the start: the first one rests on the left.
      centre: restingPosition(centre, cards.length),
      focused,
    }),
    [cards, theme, centre, focused],
  );
  const { hostRef, status } = usePixiScene(carouselScene, data, {
    onTap: (index: number) => {
      const account = accounts[index];
      if (account) onOpen(account);
    },
    onCentreChange: setCentre,
  });
  const drawn = status !== 'fallback';

  return (
    <section aria-labelledby={headingId} className={styles.carousel}>
      <h3 id={headingId} className={styles.heading}>
        <FormattedMessage id={`home.category.${category}`} />
      </h3>
      <div className={cx(styles.stage, stale && styles.stale)}>
        {drawn ? (
          <div
            ref={hostRef}
            data-scene={status}
            // The card the carousel has come to rest on: a state tests can wait for.
            data-centre={data.centre}
            aria-hidden="true"
            className={styles.scene}
          />
        ) : null}
        <ul
          className={drawn ? 'visually-hidden' : styles.fallback}
          data-scene={drawn ? undefined : 'fallback'}
        >
          {accounts.map((account, index) => (
            <li key={account.code} className={drawn ? undefined : styles.fallbackItem}>
              <GameCardButton
                account={account}
                card={cards[index]}
                visual={!drawn}
                onOpen={() => onOpen(account)}
                onFocus={() => {
                  setFocused(index);
                  setCentre(index);
                }}
                onBlur={() => setFocused((current) => (current === index ? null : current))}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function GameCardButton({
  account,
  card,
  visual,
  onOpen,
  onFocus,
  onBlur,
}: {
  account: GameAccount;
  card: CarouselCard | undefined;
  visual: boolean;
  onOpen: () => void;
  onFocus: () => void;
  onBlur: () => void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const descriptionId = useId();
  const description = account.isActive
    ? intl.formatMessage(
        { id: 'home.card.describe' },
        {
          money: money.format(account.amount),
          credit: money.number(secondaryAmount(account)),
        },
      )
    : intl.formatMessage({ id: 'home.card.inactive' });
  return (
    <>
      <button
        type="button"
        aria-label={account.name}
        aria-describedby={descriptionId}
        onClick={onOpen}
        onFocus={onFocus}
        onBlur={onBlur}
        className={visual ? cx(styles.card, !account.isActive && styles.inactive) : undefined}
        style={
          visual && card?.background ? { backgroundImage: `url("${card.background}")` } : undefined
        }
      >
        {visual ? (
          <>
            {card?.logo ? (
              <img src={card.logo} alt="" width={44} height={44} className={styles.logo} />
            ) : null}
            {account.isActive ? null : <span className={styles.badge}>{card?.inactiveLabel}</span>}
            <span className={styles.name}>{account.name}</span>
            <span className={styles.amount}>{card?.amount}</span>
            <span className={styles.secondary}>{card?.secondary}</span>
          </>
        ) : (
          account.name
        )}
      </button>
      <span id={descriptionId} hidden>
        {description}
      </span>
    </>
  );
}
