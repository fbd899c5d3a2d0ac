/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Page } from '../../ui/page';

/** `home`: where "Back to home" leads (the login for a guest, home for a member). */
export function NotFoundScreen({ home = '/home' }: { home?: string }) {
  return (
    <Page title={<FormattedMessage id="notFound.title" />}>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <Link href={home} css={css`font-weight: 600;`}>
        <FormattedMessage id="notFound.back" />
      </Link>
    </Page>
  );
}
