/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useId } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { Bonus } from '../../api';
import { Button } from '../../ui/button';
import { CheckIcon } from '../../ui/icons';
import { SafeHtml } from '../../ui/safe-html';
import { useTheme } from '../../ui/theme';
import type { BonusCardState } from './bonus-card-state';
import { bannerImageUrl } from './image-url';

const STATE_TEXT: Record<BonusCardState, MessageDescriptor> = {
  available: { id: 'bonus.state.available' },
  current: { id: 'bonus.state.current' },
  received: { id: 'bonus.state.received' },
};

/** Cards keep the banner's shape (600 × 340) at least, so the grid does not move as images load. */
export const CARD_MIN_HEIGHT = 220;

/**
 * One bonus card (docs/product.md#bonus-and-promotions): its banner as background under a
 * scrim that keeps the text readable, its state in words (never colour alone), how many
 * receipts count now, and the activate button, which only an available card enables.
 */
export function BonusCard({
  bonus,
  state,
  counted,
  onActivate,
  activating,
  disabled,
}: {
  bonus: Bonus;
  state: BonusCardState;
  counted: number;
  onActivate: () => void;
  activating: boolean;
  disabled: boolean;
}) {
  const theme = useTheme();
  const titleId = useId();
  const banner = bonus.banners[0];
  const image = bannerImageUrl(banner?.image);
  const badgeColour =
    state === 'current' ? theme.success : state === 'received' ? theme.textMuted : theme.accent;
  return (
    <article
      aria-labelledby={titleId}
      data-state={state}
      css={css`
        position: relative;
        overflow: hidden;
        min-height: ${CARD_MIN_HEIGHT}px;
        border-radius: ${theme.radius};
        border: 2px solid ${state === 'current' ? theme.success : theme.border};
        background: ${theme.surfaceAlt};
        color: #fff;
      `}
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          css={css`
            position: absolute;
            inset: 0;
            width: 100%;
            height: 100%;
            object-fit: cover;
            filter: ${state === 'received' ? 'grayscale(1)' : 'none'};
          `}
        />
      ) : null}
      <div
        css={css`
          position: relative;
          display: grid;
          gap: 8px;
          align-content: end;
          min-height: ${CARD_MIN_HEIGHT}px;
          padding: 12px;
          /* The scrim: dark enough behind the text for any banner. */
          background: linear-gradient(to bottom, rgb(0 0 0 / 0.5), rgb(0 0 0 / 0.88) 45%);
          text-shadow: 0 1px 2px rgb(0 0 0 / 0.8);
        `}
      >
        <header css={css`display: flex; align-items: center; gap: 8px;`}>
          <h3
            id={titleId}
            css={css`flex: 1; margin: 0; font-size: 16px; overflow-wrap: break-word;`}
          >
            {bonus.code}
          </h3>
          <span
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 4px;
              padding: 2px 10px;
              border-radius: 999px;
              background: rgb(0 0 0 / 0.7);
              border: 1px solid ${badgeColour};
              color: ${badgeColour};
              font-size: 13px;
              font-weight: 700;
              text-shadow: none;
            `}
          >
            {state === 'current' ? <CheckIcon size={16} /> : null}
            <FormattedMessage {...STATE_TEXT[state]} />
          </span>
        </header>
        {banner?.html ? (
          <SafeHtml
            html={banner.html}
            css={css`
              font-size: 14px;
              h1, h2, h3, h4 { margin: 0 0 4px; font-size: 15px; }
              p { margin: 0; }
            `}
          />
        ) : null}
        <p css={css`margin: 0; font-size: 13px; color: #e5e7eb;`}>
          <FormattedMessage
            id="bonus.count"
            values={{ type: bonus.type, count: counted, max: bonus.maxReceived }}
          />
        </p>
        <Button
          block
          variant={state === 'available' ? 'primary' : 'secondary'}
          loading={activating}
          disabled={state !== 'available' || (disabled && !activating)}
          onClick={onActivate}
        >
          <FormattedMessage
            {...(state === 'available' ? { id: 'bonus.activate' } : STATE_TEXT[state])}
          />
        </Button>
      </div>
    </article>
  );
}
