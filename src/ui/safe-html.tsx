import { css } from '@emotion/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

/** The one way server HTML reaches the DOM: sanitised by DOMPurify first. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={className}
      css={css`
        overflow-wrap: anywhere;
        img {
          max-width: 100%;
          height: auto;
        }
      `}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
