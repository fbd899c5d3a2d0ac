import { FormattedMessage } from 'react-intl';
import { Page } from '../../ui/page';

export function BonusScreen() {
  return <Page title={<FormattedMessage id="bonus.title" />} />;
}
