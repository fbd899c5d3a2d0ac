import { FormattedMessage } from 'react-intl';
import { Page } from '../../ui/page';

export function RegisterScreen() {
  return <Page title={<FormattedMessage id="register.title" />} />;
}
