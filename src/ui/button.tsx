import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { cx } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button shows a spinner and ignores taps. */
  loading?: boolean;
  /**
   * While true the button ignores taps and says so (aria-disabled), with no spinner: a
   * button just shown where the tapped one was (`useJustShown`, tap-through.ts).
   */
  holdTaps?: boolean;
  block?: boolean;
  size?: 'md' | 'sm';
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  loading = false,
  holdTaps = false,
  block = false,
  size = 'md',
  disabled,
  children,
  type = 'button',
  onClick,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || holdTaps || undefined}
      onClick={(event) => {
        if (loading || holdTaps) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      className={cx(
        styles.button,
        styles[variant],
        block && styles.block,
        size === 'sm' && styles.small,
        className,
      )}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
