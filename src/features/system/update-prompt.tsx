import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { registerServiceWorker, type UpdateListener } from '../../lib/service-worker';
import { Button } from '../../ui/button';
import styles from './update-prompt.module.css';

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
  const [apply, setApply] = useState<(() => void) | null>(null);
  const [applying, setApplying] = useState(false);
  useEffect(() => {
    register((next) => setApply(() => next)).catch(() => undefined);
  }, [register]);
  if (!apply) return null;
  return (
    <div className={styles.bar}>
      <span role="status" className={styles.text}>
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
