import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { BottomMenu, type MenuItem } from '../../ui/bottom-menu';
import { ChatIcon, HomeIcon, PlayIcon, RegisterIcon } from '../../ui/icons';
import styles from './public-shell.module.css';

/**
 * Guest pages: no top bar (so /contact has no top offset) and the public bottom menu.
 * `header`: for a page that has no heading area of its own (the 404 page).
 */
export function PublicShell({ children, header }: { children: ReactNode; header?: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  const items: MenuItem[] = [
    {
      key: 'home',
      href: '/login',
      label: intl.formatMessage({ id: 'nav.home' }),
      icon: <HomeIcon />,
    },
    {
      key: 'register',
      href: '/register',
      label: intl.formatMessage({ id: 'nav.register' }),
      icon: <RegisterIcon />,
    },
    {
      key: 'howto',
      href: '/howto',
      label: intl.formatMessage({ id: 'nav.howto' }),
      icon: <PlayIcon />,
    },
    {
      key: 'contact',
      href: '/contact',
      label: intl.formatMessage({ id: 'nav.contact' }),
      icon: <ChatIcon />,
    },
  ].map((item) => ({ ...item, active: item.href === location }));
  return (
    <div className={styles.shell}>
      {header}
      <main>{children}</main>
      <BottomMenu
        items={items}
        label={intl.formatMessage({ id: 'nav.public' })}
        renderLink={(item, className, content) => (
          <Link
            href={item.href ?? '/'}
            className={className}
            aria-current={item.active ? 'page' : undefined}
          >
            {content}
          </Link>
        )}
      />
    </div>
  );
}
