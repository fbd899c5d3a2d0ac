import { css, useTheme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { registerServiceWorker, type UpdateListener } from '../../lib/service-worker';
import { Button } from '../../ui/button';

/**
 * Registers the service worker and, when a new release is installed, says so with a button
 * that switches to it (docs/product.md#new-version). It does not switch by itself: a reload
 * in the middle of a deposit form would lose what the player typed. The bar stays until the
 * player updates, so nobody stays on an old bundle without knowing.
 */
export function UpdatePrompt({
  register = registerServiceWorker,
}: {
  register?: (onUpdate: UpdateListener) => Promise<void>;
}) {
  const theme = useTheme();
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [applying, setApplying] = useState(false);
  useEffect(() => {
    register((next) => setApply(() => next)).catch(() => undefined);
  }, [register]);
  if (!apply) return null;
  return (
    <div
      css={css`
        position: fixed;
        left: 8px;
        right: 8px;
        bottom: calc(72px + env(safe-area-inset-bottom));
        z-index: 900;
        display: flex;
        align-items: center;
        gap: 12px;
        padding: 8px 8px 8px 16px;
        border-radius: ${theme.radius};
        background: ${theme.surfaceAlt};
        border: 1px solid ${theme.border};
        color: ${theme.text};
        box-shadow: 0 4px 16px rgb(0 0 0 / 40%);
      `}
    >
      <span role="status" css={css`flex: 1;`}>
        <FormattedMessage id="pwa.update.text" />
      </span>
      <Button
        loading={applying}
        onClick={() => {
          setApplying(true);
          apply();
        }}
      >
        <FormattedMessage id="pwa.update.reload" />
      </Button>
    </div>
  );
}
