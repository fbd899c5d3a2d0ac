import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

/** A small busy indicator; with a `label` it is a status region screen readers announce. */
export function Spinner({ label, size = 18 }: { label?: string; size?: number }) {
  const wheel = (
    <span
      aria-hidden="true"
      className={styles.wheel}
      style={{ '--spinner-size': `${size}px` } as CSSProperties}
    />
  );
  if (!label) return wheel;
  return (
    <span role="status">
      {wheel}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
