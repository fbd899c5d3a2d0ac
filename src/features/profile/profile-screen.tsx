import { FormattedMessage } from 'react-intl';
import { Page } from '../../ui/page';

export function ProfileScreen() {
  return <Page title={<FormattedMessage id="profile.title" />} />;
}
