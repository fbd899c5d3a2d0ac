import { OfflineScreen } from '../features/system/offline-screen';
import { UpdatePrompt } from '../features/system/update-prompt';
import { RouteHead } from './route-head';

/**
 * What the wallet adds once the page has loaded, in a chunk of its own so /login's first
 * download stays within budget: the route's title and robots meta, the offline screen and
 * the service worker with its new-version prompt.
 */
export default function AfterLoad() {
  return (
    <>
      <RouteHead />
      <OfflineScreen />
      <UpdatePrompt />
    </>
  );
}
