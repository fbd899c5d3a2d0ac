import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { TERMINATED_BODY_CLASS } from '../../lib/body-class';
import { Page } from '../../ui/page';
import styles from './terminated-screen.module.css';

export function TerminatedScreen() {
  useEffect(() => {
    document.body.classList.add(TERMINATED_BODY_CLASS);
  }, []);
  return (
    <Page title={<FormattedMessage id="terminated.title" />}>
      <p className={styles.notice}>
        <FormattedMessage id="terminated.text" />
      </p>
    </Page>
  );
}
