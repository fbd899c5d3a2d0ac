/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTheme } from './theme';

export interface Tab<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * An accessible tab list (WAI-ARIA tabs): one tab stop, arrow keys move between tabs and
 * select them, Home and End jump to the ends. `children` is the selected tab's panel.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}) {
  const theme = useTheme();
  const base = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };

  return (
    <div css={css`display: grid; gap: 14px;`}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 6px;
        `}
      >
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              css={css`
                flex: 1 1 auto;
                min-height: 44px;
                padding: 8px 12px;
                border-radius: ${theme.radius};
                border: 1px solid ${active ? theme.primary : theme.border};
                background: ${active ? theme.primary : theme.surface};
                color: ${active ? theme.onPrimary : theme.text};
                font: inherit;
                font-size: 14px;
                font-weight: 600;
                cursor: pointer;
                touch-action: manipulation;
              `}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
