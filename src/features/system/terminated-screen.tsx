import { css, useTheme } from '@emotion/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { TERMINATED_BODY_CLASS } from '../../lib/body-class';
import { Page } from '../../ui/page';

export function TerminatedScreen() {
  const theme = useTheme();
  useEffect(() => {
    document.body.classList.add(TERMINATED_BODY_CLASS);
  }, []);
  return (
    <Page title={<FormattedMessage id="terminated.title" />}>
      <p
        css={css`
          padding: 16px;
          border-radius: ${theme.radius};
          background: ${theme.surface};
          border: 1px solid ${theme.danger};
        `}
      >
        <FormattedMessage id="terminated.text" />
      </p>
    </Page>
  );
}
