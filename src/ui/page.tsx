import { css } from '@emotion/react';
import type { ReactNode } from 'react';

/** A screen's frame: its heading (the page's one h1) and its content column. */
export function Page({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      css={css`
        max-width: 560px;
        margin: 0 auto;
        padding: 16px;
      `}
    >
      <header css={css`display: flex; align-items: center; gap: 8px; margin-bottom: 12px;`}>
        <h1 css={css`flex: 1; margin: 0; font-size: 20px;`}>{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
