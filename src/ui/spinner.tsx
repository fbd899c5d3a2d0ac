import { css, keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small busy indicator; with a `label` it is a status region screen readers announce. */
export function Spinner({ label, size = 18 }: { label?: string; size?: number }) {
  const wheel = (
    <span
      aria-hidden="true"
      css={css`
        display: inline-block;
        width: ${size}px;
        height: ${size}px;
        border: 2px solid currentColor;
        border-right-color: transparent;
        border-radius: 50%;
        animation: ${spin} 0.7s linear infinite;
        vertical-align: middle;
      `}
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
