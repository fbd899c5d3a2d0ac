/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Spinner } from './spinner';
import { useTheme } from './theme';

/**
 * A visible, announced "checking…" line: shown while the wallet reads the balances to find
 * out whether a money order whose answer was lost went through (docs/product.md#money-orders).
 */
export function CheckingNote({ text }: { text: string }) {
  const theme = useTheme();
  return (
    <p
      role="status"
      css={css`
        margin: 0;
        display: flex;
        align-items: center;
        gap: 8px;
        color: ${theme.textMuted};
      `}
    >
      <Spinner size={16} />
      {text}
    </p>
  );
}
