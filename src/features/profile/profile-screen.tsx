import { css, useTheme } from '@emotion/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { accountApi, accountPaths, unwrap } from '../../api';
import { useMemberModal } from '../../domain/member-modals';
import { Button } from '../../ui/button';
import { ErrorBoundary } from '../../ui/error-boundary';
import { LockIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { EditNameModal } from './edit-name-modal';
import { ProfileDetails } from './profile-details';

// Its own chunk: most visits to the profile never change the password.
const ChangePasswordModal = lazy(() => import('./change-password-modal'));

type Open = 'name' | 'password' | null;

/**
 * /user/profile (docs/product.md#profile): the member's details from GET
 * /api/account/profile; the name edit, the bank-account-name edit (the member-wide modal,
 * opened by key) and, behind the lock icon, change password.
 */
export function ProfileScreen() {
  const theme = useTheme();
  const intl = useIntl();
  const modals = useMemberModal();
  const profile = useSWR(accountPaths.profile, () => unwrap(accountApi.profile()));
  const [open, setOpen] = useState<Open>(null);
  const data = profile.data;

  let body: ReactNode;
  if (data) {
    body = (
      <ProfileDetails
        profile={data}
        onEditName={() => setOpen('name')}
        onEditBankName={modals.has('bankName') ? () => modals.open('bankName') : undefined}
      />
    );
  } else if (profile.error) {
    body = (
      <div role="alert" css={css`display: grid; gap: 8px; justify-items: start;`}>
        <p css={css`margin: 0; color: ${theme.danger};`}>
          <FormattedMessage id="profile.failed" />
        </p>
        <Button
          variant="secondary"
          loading={profile.isValidating}
          onClick={() => void profile.mutate()}
        >
          <FormattedMessage id="ui.retry" />
        </Button>
      </div>
    );
  } else {
    body = (
      <div css={css`display: grid; place-items: center; min-height: 420px;`}>
        <Spinner label={intl.formatMessage({ id: 'ui.loading' })} />
      </div>
    );
  }

  return (
    <Page
      title={<FormattedMessage id="profile.title" />}
      actions={
        <Button
          variant="secondary"
          aria-label={intl.formatMessage({ id: 'profile.changePassword' })}
          disabled={!data}
          onClick={() => setOpen('password')}
          css={css`width: 44px; padding: 0;`}
        >
          <LockIcon size={20} />
        </Button>
      }
    >
      {/* On its own, so the dialogs and the password button stay (docs/architecture.md#error-boundaries). */}
      <ErrorBoundary name="profile.title" resetKey={data} onRetry={() => profile.mutate()}>
        {body}
      </ErrorBoundary>
      {data && open === 'name' ? (
        <EditNameModal profile={data} onClose={() => setOpen(null)} />
      ) : null}
      {data && open === 'password' ? (
        <Suspense fallback={null}>
          <ChangePasswordModal username={data.profile.username} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
