import { css, useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useBrand } from '../../domain/brand';
import { useLocale, useLocaleOptions, useSession } from '../../domain/session';
import { Button } from '../../ui/button';
import { useDialog } from '../../ui/dialog-state';
import { LogoutIcon } from '../../ui/icons';
import { LanguageSelect } from '../../ui/language-select';
import { TOP_BAR_HEIGHT } from '../../ui/theme';
import { useAction } from '../../ui/use-action';

/** The loading pause before a confirmed logout takes effect (docs/product.md#routes-and-guards). */
export const LOGOUT_PAUSE_MS = 200;

export function TopBar() {
  const theme = useTheme();
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
    <header
      css={css`
        position: fixed;
        top: 0;
        left: 0;
        right: 0;
        z-index: 50;
        padding-top: env(safe-area-inset-top);
        background: ${theme.surface};
        border-bottom: 1px solid ${theme.border};
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 8px;
          height: ${TOP_BAR_HEIGHT}px;
          max-width: 560px;
          margin: 0 auto;
          padding: 0 12px;
        `}
      >
        <img src={brand.logo} alt="" width={32} height={32} />
        {/* Two lines rather than an ellipsis on a 320 px phone ("Lane Xang Wallet"); a
            longer name is clamped, and whole in its title. */}
        <span
          title={brand.appName}
          css={css`
            flex: 1;
            min-width: 0;
            font-weight: 700;
            line-height: 1.2;
            overflow-wrap: anywhere;
            display: -webkit-box;
            -webkit-box-orient: vertical;
            -webkit-line-clamp: 2;
            overflow: hidden;
          `}
        >
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
