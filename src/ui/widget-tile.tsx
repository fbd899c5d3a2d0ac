import { css, type Theme, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Spinner } from './spinner';

const TILE_HEIGHT = 84;

/** The look of a home-screen shortcut tile, for a button or a link. */
export function widgetTileCss(theme: Theme) {
  return css`
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
}

/** A shortcut tile that runs an action; while `busy` it shows a spinner and ignores taps. */
export function WidgetButton({
  label,
  icon,
  onClick,
  busy = false,
}: {
  label: ReactNode;
  icon: ReactNode;
  onClick: () => void;
  busy?: boolean;
}) {
  const theme = useTheme();
  return (
    <button
      type="button"
      css={widgetTileCss(theme)}
      onClick={busy ? undefined : onClick}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size={26} /> : icon}
      <span>{label}</span>
    </button>
  );
}
