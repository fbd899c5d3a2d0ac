import { FormattedMessage } from 'react-intl';
import { Page } from '../../ui/page';

export function ContactScreen() {
  return <Page title={<FormattedMessage id="contact.title" />} />;
}
