/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { usePixiScene } from '../../canvas/use-pixi-scene';
import { useFlatWheel } from '../../canvas/wheel/use-flat-wheel';
import { wheelScene } from '../../canvas/wheel/wheel-scene';
import type { WheelSpinner } from '../../canvas/wheel/wheel-spinner';
import type { WheelData } from '../../canvas/wheel/wheel-types';
import { useTheme } from '../../ui/theme';
import type { Wheel } from './use-spin';

export interface SpinWheelProps {
  wheel: Wheel;
  /** Width and height, CSS px. */
  size: number;
  coins: number;
  spinner: WheelSpinner;
  /** A spin is under way: taps are ignored. */
  spinning: boolean;
  /** What the live region says (spinning, where the wheel stopped). */
  announcement: string;
  onSpin: () => void;
}

/** The spin button's diameter: a large touch target that leaves the labels room. */
export function buttonSize(size: number): number {
  return Math.round(Math.min(96, Math.max(64, size * 0.28)));
}

/**
 * The wheel (docs/product.md#spin-wheel): drawn by PixiJS (src/canvas), by a plain 2D
 * canvas while PixiJS loads and wherever WebGL is missing or lost, never a blank area.
 * Both read the same spinner, so they land the same way. Over the drawing: the pointer and
 * the spin button, a real button with the coins in its name. For screen readers: the list
 * of slices and a live region that says where the wheel stopped.
 */
export function SpinWheel({
  wheel,
  size,
  coins,
  spinner,
  spinning,
  announcement,
  onSpin,
}: SpinWheelProps) {
  const theme = useTheme();
  const intl = useIntl();
  const headingId = useId();
  const button = buttonSize(size);
  const data = useMemo<WheelData>(
    () => ({
      slices: wheel.slices.map(({ code, label, bgColor, textColor }) => ({
        code,
        label,
        bgColor,
        textColor,
      })),
      size,
      hub: button / 2 + 2,
      fontFamily: theme.fontFamily,
      rimColour: theme.accent,
      highlightColour: '#ffffff',
      spinner,
    }),
    [wheel.slices, size, button, theme, spinner],
  );
  const { hostRef, status } = usePixiScene(wheelScene, data, {});
  const flatRef = useFlatWheel(data, status !== 'ready');
  const noCoins = coins <= 0;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} css={css`margin: 0 0 12px; font-size: 17px; text-align: center;`}>
        {wheel.name}
      </h2>
      <div
        data-scene={status}
        css={css`
          position: relative;
          width: ${size}px;
          height: ${size}px;
          margin: 0 auto;
        `}
      >
        {status !== 'fallback' ? (
          // Clips the turning canvas's corners (transparent, but they would widen the page).
          <div ref={hostRef} data-wheel="pixi" aria-hidden="true" css={[layer, clipped]} />
        ) : null}
        {status !== 'ready' ? (
          <div ref={flatRef} data-wheel="flat" aria-hidden="true" css={layer} />
        ) : null}
        <span
          aria-hidden="true"
          css={css`
            position: absolute;
            top: -8px;
            left: 50%;
            transform: translateX(-50%);
            width: 0;
            height: 0;
            border-left: 13px solid transparent;
            border-right: 13px solid transparent;
            border-top: 26px solid ${theme.text};
            filter: drop-shadow(0 2px 2px rgb(0 0 0 / 0.5));
          `}
        />
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'spin.button' }, { coins })}
          // While a spin runs the button stays focusable (aria-disabled) and ignores taps;
          // with no coins it is disabled outright.
          aria-disabled={spinning || undefined}
          disabled={noCoins}
          onClick={() => {
            if (!spinning && !noCoins) onSpin();
          }}
          css={css`
            position: absolute;
            top: 50%;
            left: 50%;
            width: ${button}px;
            height: ${button}px;
            margin: ${-button / 2}px 0 0 ${-button / 2}px;
            display: grid;
            place-content: center;
            gap: 2px;
            border-radius: 50%;
            border: 4px solid ${theme.accent};
            background: ${theme.primary};
            color: ${theme.onPrimary};
            box-shadow: 0 2px 8px rgb(0 0 0 / 0.45);
            font: inherit;
            cursor: pointer;
            touch-action: manipulation;
            &[aria-disabled='true'] {
              cursor: progress;
            }
            &:disabled {
              cursor: not-allowed;
              background: ${theme.surfaceAlt};
              color: ${theme.text};
            }
            &:focus-visible {
              outline: 3px solid ${theme.text};
              outline-offset: 3px;
            }
          `}
        >
          <span css={css`font-size: 18px; font-weight: 700; line-height: 1.1;`}>
            {intl.formatMessage({ id: 'spin.buttonText' })}
          </span>
          <span css={css`font-size: 12px; line-height: 1.1;`}>
            {intl.formatMessage({ id: 'spin.coins' }, { coins })}
          </span>
        </button>
      </div>
      <ul
        className="visually-hidden"
        aria-label={intl.formatMessage({ id: 'spin.slices' }, { name: wheel.name })}
      >
        {wheel.slices.map((slice, index) => (
          // The server's order is the wheel's: a slice's place is its identity here (codes
          // should be unique, but nothing on screen may depend on it).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{slice.label}</li>
        ))}
      </ul>
      <p
        role="status"
        css={css`
          min-height: 1.5em;
          margin: 12px 0 0;
          text-align: center;
          color: ${theme.textMuted};
        `}
      >
        {announcement || (noCoins ? intl.formatMessage({ id: 'spin.noCoins' }) : '')}
      </p>
    </section>
  );
}

const layer = css`
  position: absolute;
  inset: 0;
  user-select: none;
  -webkit-user-select: none;
`;

const clipped = css`
  overflow: hidden;
`;
