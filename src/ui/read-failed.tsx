/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './button';
import { useTheme } from './theme';

/**
 * A part of a screen whose data could not be read: what failed, and "Try again" (busy while
 * the read runs again). The rest of the screen stays usable.
 */
export function ReadFailed({
  children,
  retrying,
  onRetry,
}: {
  children: ReactNode;
  retrying: boolean;
  onRetry: () => void;
}) {
  const theme = useTheme();
  return (
    <div role="alert" css={css`display: grid; gap: 8px; justify-items: start;`}>
      <p css={css`margin: 0; color: ${theme.danger};`}>{children}</p>
      <Button variant="secondary" loading={retrying} onClick={onRetry}>
        <FormattedMessage id="ui.retry" />
      </Button>
    </div>
  );
}
