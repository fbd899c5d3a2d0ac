import type { ReactNode } from 'react';
import styles from './bottom-menu.module.css';
import { cx } from './class-names';

export interface MenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** A link target; absent for items that open something (a modal). */
  href?: string;
  onSelect?: () => void;
  active?: boolean;
  /** The large central button. */
  primary?: boolean;
}

/**
 * The fixed bottom navigation of both shells. Links are rendered by `renderLink` so the
 * design system stays free of the router.
 */
export function BottomMenu({
  items,
  label,
  renderLink,
}: {
  items: readonly MenuItem[];
  label: string;
  renderLink: (item: MenuItem, className: string, content: ReactNode) => ReactNode;
}) {
  return (
    <nav aria-label={label} className={styles.menu}>
      <ul className={styles.list}>
        {items.map((item) => {
          const className = cx(
            styles.item,
            item.active && styles.active,
            item.primary && styles.primary,
          );
          const content = (
            <>
              <span data-icon>{item.icon}</span>
              <span>{item.label}</span>
            </>
          );
          return (
            <li key={item.key}>
              {item.href ? (
                renderLink(item, className, content)
              ) : (
                <button type="button" className={className} onClick={item.onSelect}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
