import { css, type Theme, useTheme } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button shows a spinner and ignores taps. */
  loading?: boolean;
  block?: boolean;
  size?: 'md' | 'sm';
  children: ReactNode;
}

function colours(theme: Theme, variant: ButtonVariant) {
  switch (variant) {
    case 'primary':
      return { bg: theme.primary, fg: theme.onPrimary, border: theme.primary };
    case 'danger':
      return { bg: theme.dangerStrong, fg: '#fff', border: theme.dangerStrong };
    case 'secondary':
      return { bg: theme.surfaceAlt, fg: theme.text, border: theme.border };
    case 'ghost':
      return { bg: 'transparent', fg: theme.text, border: 'transparent' };
  }
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  size = 'md',
  disabled,
  children,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const theme = useTheme();
  const c = colours(theme, variant);
  return (
    <button
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      css={css`
        display: ${block ? 'flex' : 'inline-flex'};
        width: ${block ? '100%' : 'auto'};
        align-items: center;
        justify-content: center;
        gap: 8px;
        /* 44 x 44 px at least: the touch-target minimum (README), whatever the size. */
        min-height: 44px;
        min-width: 44px;
        padding: 0 ${size === 'md' ? 18 : 12}px;
        border-radius: ${theme.radius};
        border: 1px solid ${c.border};
        background: ${c.bg};
        color: ${c.fg};
        font-weight: 600;
        cursor: pointer;
        touch-action: manipulation;
        &:disabled {
          opacity: 0.5;
          cursor: not-allowed;
        }
        &[aria-busy='true'] {
          cursor: progress;
        }
      `}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
