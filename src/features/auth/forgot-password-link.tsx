/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useFeature } from '../../domain/features';

/** "Forgot password?", where the backend announces `passwordReset` (docs/api.md#password-reset). */
export default function ForgotPasswordLink() {
  const intl = useIntl();
  if (!useFeature('passwordReset')) return null;
  return (
    <p css={css`text-align: center;`}>
      <Link href="/forgot-password">{intl.formatMessage({ id: 'login.forgot' })}</Link>
    </p>
  );
}
