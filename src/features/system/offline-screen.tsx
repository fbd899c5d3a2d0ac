import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import { useOnline } from '../../ui/use-online';
import styles from './offline-screen.module.css';

/**
 * Shown over the wallet while the phone has no network (docs/product.md#offline): the
 * service worker starts the app from its cache, and this says why nothing loads, in the
 * player's language, instead of the browser's error page. It goes away by itself when the
 * network comes back; "Try again" reloads.
 */
export function OfflineScreen({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.screen}>
      <Page title={<FormattedMessage id="pwa.offline.title" />}>
        <p>
          <FormattedMessage id="pwa.offline.text" />
        </p>
        <Button block onClick={reload}>
          <FormattedMessage id="pwa.offline.retry" />
        </Button>
      </Page>
    </div>
  );
}
