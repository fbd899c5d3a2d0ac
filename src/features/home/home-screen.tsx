import { FormattedMessage } from 'react-intl';
import { Page } from '../../ui/page';

export function HomeScreen() {
  return <Page title={<FormattedMessage id="home.title" />} />;
}
