import { FormattedMessage } from 'react-intl';
import { Page } from '../../ui/page';

export function HowtoScreen() {
  return <Page title={<FormattedMessage id="howto.title" />} />;
}
