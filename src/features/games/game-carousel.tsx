import { css, useTheme } from '@emotion/react';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type GameAccount, type GameCategory, safeApiUrl } from '../../api';
import { restingPosition } from '../../canvas/carousel/carousel-layout';
import { carouselScene } from '../../canvas/carousel/carousel-scene';
import type { CarouselCard, CarouselData } from '../../canvas/carousel/carousel-types';
import { usePixiScene } from '../../canvas/use-pixi-scene';
import { useMoney } from '../../domain/currency';
import { secondaryAmount } from '../../domain/wallet-amounts';

export interface GameCarouselProps {
  category: GameCategory;
  accounts: readonly GameAccount[];
  /** The balances are being reloaded: the cards show the previous ones. */
  stale: boolean;
  onOpen: (account: GameAccount) => void;
}

/** Logical stage of the scene (src/canvas): 600 × 250, three 300 × 211 cards in view. */
const STAGE_RATIO = '600 / 250';

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
    <section aria-labelledby={headingId} css={css`margin-top: 16px;`}>
      <h3 id={headingId} css={css`margin: 0 0 6px; font-size: 16px;`}>
        <FormattedMessage id={`home.category.${category}`} />
      </h3>
      <div
        css={css`
          position: relative;
          transition: opacity 0.2s;
          opacity: ${stale ? 0.55 : 1};
        `}
      >
        {drawn ? (
          <div
            ref={hostRef}
            data-scene={status}
            // The card the carousel has come to rest on: a state tests can wait for.
            data-centre={data.centre}
            aria-hidden="true"
            css={css`
              width: 100%;
              aspect-ratio: ${STAGE_RATIO};
              user-select: none;
              -webkit-user-select: none;
            `}
          />
        ) : null}
        <ul
          className={drawn ? 'visually-hidden' : undefined}
          data-scene={drawn ? undefined : 'fallback'}
          css={
            drawn
              ? undefined
              : css`
                  display: flex;
                  gap: 10px;
                  margin: 0;
                  padding: 0 0 6px;
                  list-style: none;
                  overflow-x: auto;
                  scroll-snap-type: x mandatory;
                  scrollbar-width: none;
                `
          }
        >
          {accounts.map((account, index) => (
            <li
              key={account.code}
              css={
                drawn
                  ? undefined
                  : css`
                      flex: 0 0 min(72%, 300px);
                      scroll-snap-align: center;
                    `
              }
            >
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
  const theme = useTheme();
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
        css={
          visual
            ? css`
                position: relative;
                display: grid;
                align-content: end;
                gap: 2px;
                width: 100%;
                aspect-ratio: 300 / 211;
                padding: 12px 14px;
                border: 1px solid ${theme.border};
                border-radius: 14px;
                overflow: hidden;
                text-align: start;
                color: #fff;
                background: ${theme.surfaceAlt} center / cover no-repeat;
                cursor: pointer;
                filter: ${account.isActive ? 'none' : 'grayscale(1) brightness(0.7)'};
                &::before {
                  content: '';
                  position: absolute;
                  inset: 0;
                  /* A dark panel under the label: nothing of the art shows behind it. */
                  background: linear-gradient(transparent 28%, rgb(0 0 0 / 0.82) 50%);
                }
                > * {
                  position: relative;
                }
              `
            : undefined
        }
        style={
          visual && card?.background ? { backgroundImage: `url("${card.background}")` } : undefined
        }
      >
        {visual ? (
          <>
            {card?.logo ? (
              <img
                src={card.logo}
                alt=""
                width={44}
                height={44}
                css={css`position: absolute; top: 12px; left: 12px; border-radius: 10px;`}
              />
            ) : null}
            {account.isActive ? null : (
              <span
                css={css`
                  position: absolute;
                  top: 12px;
                  right: 12px;
                  padding: 2px 10px;
                  border-radius: 12px;
                  background: rgb(0 0 0 / 0.7);
                  font-size: 12px;
                  font-weight: 700;
                `}
              >
                {card?.inactiveLabel}
              </span>
            )}
            <span css={css`font-weight: 700;`}>{account.name}</span>
            <span
              css={css`
                font-size: 18px;
                font-weight: 700;
                color: ${theme.accent};
                font-variant-numeric: tabular-nums;
              `}
            >
              {card?.amount}
            </span>
            <span css={css`font-size: 12px; opacity: 0.85;`}>{card?.secondary}</span>
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
