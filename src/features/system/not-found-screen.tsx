import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Page } from '../../ui/page';

export function NotFoundScreen() {
  return (
    <Page title={<FormattedMessage id="notFound.title" />}>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <Link href="/" css={css`font-weight: 600;`}>
        <FormattedMessage id="notFound.back" />
      </Link>
    </Page>
  );
}
