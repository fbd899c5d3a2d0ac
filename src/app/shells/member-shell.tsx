import { lazy, type ReactNode, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { BottomMenu, type MenuItem } from '../../ui/bottom-menu';
import { ErrorBoundary } from '../../ui/error-boundary';
import { ChatIcon, DocIcon, HomeIcon, ListIcon, UserIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import styles from './member-shell.module.css';
import { TopBar } from './top-bar';

// Its own chunk, loaded when the player first opens it: few visits do.
const ConditionsModal = lazy(() =>
  import('./conditions-modal').then((m) => ({ default: m.ConditionsModal })),
);

/** Member pages: top bar, content offset below it, and the member bottom menu. */
export function MemberShell({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  const [conditionsOpen, setConditionsOpen] = useState(false);
  // Mounted from the first opening on, so that closing it animates like any modal.
  const [conditionsWanted, setConditionsWanted] = useState(false);
  const label = (id: string) => intl.formatMessage({ id });
  const items: MenuItem[] = [
    { key: 'profile', href: '/profile', label: label('nav.profile'), icon: <UserIcon /> },
    {
      key: 'conditions',
      label: label('nav.conditions'),
      icon: <DocIcon />,
      onSelect: () => {
        setConditionsWanted(true);
        setConditionsOpen(true);
      },
    },
    {
      key: 'home',
      href: '/home',
      label: label('nav.home'),
      icon: <HomeIcon size={28} />,
      primary: true,
    },
    { key: 'statement', href: '/statement', label: label('nav.statement'), icon: <ListIcon /> },
    { key: 'contact', href: '/contact', label: label('nav.contact'), icon: <ChatIcon /> },
  ].map((item) => ({ ...item, active: item.href === location }));
  return (
    <div className={styles.shell}>
      <TopBar />
      <main>{children}</main>
      <BottomMenu
        items={items}
        label={label('nav.member')}
        renderLink={(item, className, content) => (
          <Link
            href={item.href ?? '/home'}
            className={className}
            aria-current={item.active ? 'page' : undefined}
          >
            {content}
          </Link>
        )}
      />
      {conditionsWanted ? (
        // Its code failing to arrive costs this dialog only, which stays closable.
        <ErrorBoundary
          name="ui.partDialog"
          frame={(alert) => (
            <Modal
              open={conditionsOpen}
              onClose={() => setConditionsOpen(false)}
              title={label('ui.partDialog')}
            >
              {alert}
            </Modal>
          )}
        >
          <Suspense
            fallback={
              <Modal
                open={conditionsOpen}
                onClose={() => setConditionsOpen(false)}
                title={<FormattedMessage id="conditions.title" />}
              >
                <Spinner label={label('ui.loading')} />
              </Modal>
            }
          >
            <ConditionsModal open={conditionsOpen} onClose={() => setConditionsOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
