import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useBrand } from '../../domain/brand';
import { useLocale, useLocaleOptions, useSession } from '../../domain/session';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { LogoutIcon } from '../../ui/icons';
import { LanguageSelect } from '../../ui/language-select';
import { useAction } from '../../ui/use-action';
import styles from './top-bar.module.css';

/** The loading pause before a confirmed logout takes effect (docs/product.md#routes-and-guards). */
export const LOGOUT_PAUSE_MS = 200;

export function TopBar() {
  const intl = useIntl();
  const brand = useBrand();
  const [locale, setLocale] = useLocale();
  const localeOptions = useLocaleOptions();
  const { logout } = useSession();
  const dialog = useDialog();
  const [, navigate] = useLocation();

  const { run: onLogout, busy } = useAction(async () => {
    const confirmed = await dialog.confirm({
      title: intl.formatMessage({ id: 'logout.confirmTitle' }),
      text: intl.formatMessage({ id: 'logout.confirmText' }),
      confirmLabel: intl.formatMessage({ id: 'logout.confirm' }),
      danger: true,
    });
    if (!confirmed) return;
    // The spinner shows at least the pause; the session ends with it, and the login screen
    // follows at once (absolute path: this bar lives inside the nested /user router).
    await logout({ minimumMs: LOGOUT_PAUSE_MS });
    navigate('~/login', { replace: true });
  });

  return (
    <header className={styles.bar}>
      <div className={styles.row}>
        <img src={brand.logo} alt="" width={32} height={32} />
        <span title={brand.appName} className={styles.name}>
          {brand.appName}
        </span>
        <LanguageSelect
          compact
          label={intl.formatMessage({ id: 'language.label' })}
          value={locale}
          options={localeOptions}
          onChange={setLocale}
        />
        <Button
          variant="ghost"
          size="sm"
          loading={busy}
          onClick={onLogout}
          aria-label={intl.formatMessage({ id: busy ? 'logout.loading' : 'topbar.logout' })}
        >
          {busy ? null : <LogoutIcon size={20} />}
        </Button>
      </div>
    </header>
  );
}
