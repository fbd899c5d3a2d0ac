import { css, useTheme } from '@emotion/react';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Inline error text under the input. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Element after the input inside its box (a unit, a toggle). */
  trailing?: ReactNode;
}

export const inputCss = (theme: ReturnType<typeof useTheme>) => css`
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.border};
  background: ${theme.surfaceAlt};
  color: ${theme.text};
  font-size: 16px;
  &:read-only {
    opacity: 0.75;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.danger};
  }
`;

/** A labelled input with an optional inline error, announced with the input. */
export function Field({ label, error, hint, trailing, ...input }: FieldProps) {
  const theme = useTheme();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div
      css={css`
        display: grid;
        gap: 4px;
      `}
    >
      <label
        htmlFor={id}
        css={css`
          font-size: 14px;
          color: ${theme.textMuted};
        `}
      >
        {label}
      </label>
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 8px;
        `}
      >
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          css={inputCss(theme)}
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <small id={hintId} css={css`color: ${theme.textMuted};`}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={errorId} role="alert" css={css`color: ${theme.danger};`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps
  extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const theme = useTheme();
  const id = useId();
  return (
    <div css={css`display: grid; gap: 4px;`}>
      <label htmlFor={id} css={css`font-size: 14px; color: ${theme.textMuted};`}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        css={inputCss(theme)}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <small id={`${id}-error`} role="alert" css={css`color: ${theme.danger};`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
