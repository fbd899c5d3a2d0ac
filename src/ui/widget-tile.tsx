import type { ReactNode } from 'react';
import { cx } from './class-names';
import { Spinner } from './spinner';
import styles from './widget-tile.module.css';

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
  return (
    <button
      type="button"
      className={styles.tile}
      onClick={busy ? undefined : onClick}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size={26} /> : icon}
      <span>{label}</span>
    </button>
  );
}

/**
 * The tile's class, for a link to a screen of the wallet (the design system stays free of
 * the router: the feature renders the link).
 */
export const widgetTileClass = styles.tile;

/** An empty tile that holds a shortcut's place while it is not known yet. */
export function WidgetPlaceholder() {
  return <div aria-hidden className={cx(styles.tile, styles.placeholder)} />;
}
