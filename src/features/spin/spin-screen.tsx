import { FormattedMessage } from 'react-intl';
import { Page } from '../../ui/page';

export function SpinScreen() {
  return <Page title={<FormattedMessage id="spin.title" />} />;
}
