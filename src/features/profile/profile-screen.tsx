/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { Link } from 'wouter';
import { accountApi, accountPaths, unwrap } from '../../api';
import { useFeature, useFeatures } from '../../domain/features';
import { hasLimitFeature } from '../../domain/limits';
import { useMemberModal } from '../../domain/member-modals';
import { Button } from '../../ui/button';
import { ErrorBoundary } from '../../ui/error-boundary';
import { LockIcon } from '../../ui/icons';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { useTheme } from '../../ui/theme';
import { EditNameModal } from './edit-name-modal';
import { ProfileDetails } from './profile-details';

// Its own chunk: most visits to the profile never change the password.
const ChangePasswordModal = lazy(() => import('./change-password-modal'));
// Its own chunk, loaded only where the backend has the capability.
const SessionsSection = lazy(() => import('./sessions-section'));
// Only when the backend announces passkeys (docs/product.md#passkeys).
const PasskeysSection = lazy(() => import('./passkeys-section'));

type Open = 'name' | 'password' | null;

/**
 * /user/profile (docs/product.md#profile): the member's details from GET
 * /api/account/profile; the name edit, the bank-account-name edit (the member-wide modal,
 * opened by key) and change password, a labelled row under the details (it was an
 * unlabelled padlock in the title bar, which players did not find); the signed-in devices
 * where the backend has the `sessions` capability.
 */
export function ProfileScreen() {
  const theme = useTheme();
  const intl = useIntl();
  const modals = useMemberModal();
  const profile = useSWR(accountPaths.profile, () => unwrap(accountApi.profile()));
  const [open, setOpen] = useState<Open>(null);
  const data = profile.data;
  const passwordHint = useId();
  const sessionsOn = useFeature('sessions');
  const passkeys = useFeature('passkeys');
  const limitsOn = hasLimitFeature(useFeatures());
  const limitsHint = useId();

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
    <Page title={<FormattedMessage id="profile.title" />}>
      {/* On its own, so the dialogs and the password row stay (docs/architecture.md#error-boundaries). */}
      <ErrorBoundary name="profile.title" resetKey={data} onRetry={() => profile.mutate()}>
        {body}
      </ErrorBoundary>
      <ActionRow hintId={passwordHint} hint={<FormattedMessage id="profile.changePasswordHint" />}>
        <Button
          variant="secondary"
          block
          disabled={!data}
          aria-describedby={passwordHint}
          onClick={() => setOpen('password')}
          css={css`justify-content: flex-start; gap: 10px; min-height: 48px;`}
        >
          <LockIcon size={20} />
          <FormattedMessage id="profile.changePassword" />
        </Button>
      </ActionRow>
      {limitsOn ? (
        <ActionRow hintId={limitsHint} hint={<FormattedMessage id="limits.openHint" />}>
          <Link
            href="/limits"
            aria-describedby={limitsHint}
            css={css`
              display: flex;
              align-items: center;
              min-height: 48px;
              padding: 0 12px;
              border: 1px solid ${theme.border};
              border-radius: 8px;
              color: ${theme.text};
              font-weight: 600;
              text-decoration: none;
            `}
          >
            <FormattedMessage id="limits.title" />
          </Link>
        </ActionRow>
      ) : null}
      {sessionsOn ? (
        <ErrorBoundary name="sessions.title">
          <Suspense fallback={null}>
            <SessionsSection />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      {data && passkeys ? (
        <ErrorBoundary name="profile.passkey.title">
          <Suspense fallback={null}>
            <PasskeysSection username={data.profile.username} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
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

/** A profile action (a button or a link) set apart by a line, with the sentence it points to. */
function ActionRow({
  hintId,
  hint,
  children,
}: {
  hintId: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: grid;
        gap: 6px;
        margin-top: 16px;
        padding-top: 16px;
        border-top: 1px solid ${theme.border};
      `}
    >
      {children}
      <p id={hintId} css={css`margin: 0; font-size: 14px; color: ${theme.textMuted};`}>
        {hint}
      </p>
    </div>
  );
}
