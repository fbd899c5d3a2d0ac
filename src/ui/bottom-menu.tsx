import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { BOTTOM_MENU_HEIGHT } from './theme';

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
  const theme = useTheme();
  const itemCss = (item: MenuItem) => css`
    flex: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-width: 0;
    height: 100%;
    border: 0;
    background: none;
    color: ${item.active ? theme.accent : theme.textMuted};
    font-size: 11px;
    text-decoration: none;
    cursor: pointer;
    ${
      item.primary
        ? css`
          span[data-icon] {
            width: 56px;
            height: 56px;
            margin-top: -28px;
            border-radius: 50%;
            display: grid;
            place-items: center;
            background: ${theme.primary};
            color: ${theme.onPrimary};
            box-shadow: 0 4px 14px rgb(0 0 0 / 0.4);
            border: 3px solid ${theme.background};
          }
        `
        : ''
    }
  `;
  return (
    <nav
      aria-label={label}
      css={css`
        position: fixed;
        left: 0;
        right: 0;
        bottom: 0;
        z-index: 50;
        height: calc(${BOTTOM_MENU_HEIGHT}px + env(safe-area-inset-bottom));
        padding-bottom: env(safe-area-inset-bottom);
        background: ${theme.surface};
        border-top: 1px solid ${theme.border};
      `}
    >
      <ul
        css={css`
          display: flex;
          height: ${BOTTOM_MENU_HEIGHT}px;
          max-width: 560px;
          margin: 0 auto;
          padding: 0;
          list-style: none;
          li {
            flex: 1;
            display: flex;
          }
        `}
      >
        {items.map((item) => {
          const content = (
            <>
              <span data-icon>{item.icon}</span>
              <span>{item.label}</span>
            </>
          );
          return (
            <li key={item.key}>
              {item.href ? (
                <ClassCss css={itemCss(item)}>
                  {(className) => renderLink(item, className, content)}
                </ClassCss>
              ) : (
                <button type="button" css={itemCss(item)} onClick={item.onSelect}>
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

/** Turns an emotion `css` prop into a className for a child rendered by someone else. */
function ClassCss({
  className,
  children,
}: {
  className?: string;
  children: (className: string) => ReactNode;
}) {
  return <>{children(className ?? '')}</>;
}
