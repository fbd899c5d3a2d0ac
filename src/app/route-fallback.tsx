import { useIntl } from 'react-intl';
import { Spinner } from '../ui/spinner';

/** Shown while a screen's chunk downloads; it keeps the screen's height so nothing jumps. */
export function RouteFallback() {
  const intl = useIntl();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spinner size={28} label={intl.formatMessage({ id: 'app.loading' })} />
    </div>
  );
}
