/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { useTheme } from './theme';

export interface Choice {
  value: string;
  label: ReactNode;
  /** A picture before the label (a bank logo). */
  icon?: ReactNode;
}

/**
 * A labelled group of radio cards: a native radio per choice (keyboard and screen readers
 * work as for any radio group) drawn as a tappable card, with an inline error.
 */
/** The narrowest a choice tile gets before the tiles stack. */
const MIN_TILE_PX = 150;

export function ChoiceGroup({
  label,
  name,
  choices,
  value,
  onChange,
  error,
  hint,
  columns = 2,
}: {
  label: ReactNode;
  name: string;
  choices: Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  hint?: ReactNode;
  columns?: number;
}) {
  const theme = useTheme();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      css={css`
        display: grid;
        gap: 6px;
        margin: 0;
        padding: 0;
        border: 0;
        min-width: 0;
      `}
    >
      <legend
        css={css`padding: 0; margin-bottom: 4px; font-size: 14px; color: ${theme.textMuted};`}
      >
        {label}
      </legend>
      {hint ? (
        <small id={`${id}-hint`} css={css`color: ${theme.textMuted};`}>
          {hint}
        </small>
      ) : null}
      <div
        css={css`
          display: grid;
          /* Up to the given number of columns side by side, but never narrower than a Thai word needs: on a
             320 px phone the tiles stack, so a bank name wraps between words, never inside
             one (overflow-wrap would otherwise cut "สงเคราะห์"). */
          grid-template-columns: repeat(
            auto-fit,
            minmax(min(100%, max(${MIN_TILE_PX}px, calc((100% - ${(columns - 1) * 8}px) / ${columns}))), 1fr)
          );
          gap: 8px;
        `}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            css={css`
              position: relative;
              display: flex;
              align-items: center;
              gap: 8px;
              min-height: 48px;
              padding: 8px 10px;
              border-radius: ${theme.radius};
              border: 2px solid ${error ? theme.danger : theme.border};
              background: ${theme.surfaceAlt};
              font-size: 13px;
              line-height: 1.3;
              cursor: pointer;
              &:has(input:checked) {
                border-color: ${theme.primary};
                background: ${theme.surface};
                font-weight: 600;
              }
              &:has(input:focus-visible) {
                outline: 2px solid ${theme.accent};
                outline-offset: 2px;
              }
            `}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              css={css`
                position: absolute;
                opacity: 0;
                width: 1px;
                height: 1px;
                margin: 0;
              `}
            />
            {choice.icon}
            <span css={css`min-width: 0; overflow-wrap: break-word;`}>{choice.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <small id={`${id}-error`} role="alert" css={css`color: ${theme.danger};`}>
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}
