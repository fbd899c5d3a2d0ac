/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { useTheme } from '../../ui/theme';

/**
 * One control of "Play within limits": its heading, the plain sentence on what it does,
 * then the control; a region named by its heading. The sections after the first are set
 * apart by a line.
 */
export function LimitSection({
  title,
  what,
  first = false,
  children,
}: {
  title: ReactNode;
  what: ReactNode;
  first?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      css={css`
        display: grid;
        gap: 12px;
        ${first ? '' : `margin-top: 24px; padding-top: 16px; border-top: 1px solid ${theme.border};`}
      `}
    >
      <h2 id={headingId} css={css`margin: 0; font-size: 18px;`}>
        {title}
      </h2>
      <p css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>{what}</p>
      {children}
    </section>
  );
}
