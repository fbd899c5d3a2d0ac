import { FormattedMessage } from 'react-intl';
import { Page } from '../../ui/page';

export function StatementScreen() {
  return <Page title={<FormattedMessage id="statement.title" />} />;
}
