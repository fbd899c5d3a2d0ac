/** @jsxImportSource @emotion/react */
import type { SerializedStyles } from '@emotion/react';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SafeUrl } from '../lib/safe-url';
import { useToast } from './toast';

/**
 * A link to an address from the server. It takes only a `SafeUrl` (src/lib/safe-url.ts), so
 * nothing unchecked can become an `href`. A refused address (null) shows the same words as
 * a button that says why nothing opens, instead of a link that silently does nothing.
 */
export function ExternalLink({
  href,
  children,
  sameTab = false,
  download,
  className,
  style,
}: {
  href: SafeUrl | null;
  children: ReactNode;
  /** `tel:` links and the like: no new tab. */
  sameTab?: boolean;
  download?: string | true;
  className?: string;
  style?: SerializedStyles;
}) {
  const intl = useIntl();
  const toast = useToast();
  if (!href) {
    return (
      <button
        type="button"
        className={className}
        css={[
          css`
            padding: 0;
            border: 0;
            background: none;
            color: inherit;
            font: inherit;
            text-decoration: underline dotted;
            cursor: pointer;
          `,
          style,
        ]}
        onClick={() => toast.danger(intl.formatMessage({ id: 'security.unsafeLink' }))}
      >
        {children}
      </button>
    );
  }
  return (
    <a
      href={href}
      className={className}
      css={style}
      download={download}
      {...(sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  );
}
