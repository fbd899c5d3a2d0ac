import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useFeature } from '../../domain/features';
import styles from './forgot-password-link.module.css';

/** "Forgot password?", where the backend announces `passwordReset` (docs/api.md#password-reset). */
export default function ForgotPasswordLink() {
  const intl = useIntl();
  if (!useFeature('passwordReset')) return null;
  return (
    <p className={styles.forgot}>
      <Link href="/forgot-password">{intl.formatMessage({ id: 'login.forgot' })}</Link>
    </p>
  );
}
