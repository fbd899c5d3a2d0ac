/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { pageCount, paginationRange } from './pagination-range';
import { useTheme } from './theme';

export interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark (e.g. "Statement pages"). */
  label?: string;
}

export function Pagination({ page, total, pageSize, onChange, label }: PaginationProps) {
  const theme = useTheme();
  const intl = useIntl();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const button = (active: boolean) => css`
    /* 44 px: the touch-target minimum (README). */
    min-width: 44px;
    height: 44px;
    padding: 0 8px;
    border-radius: 8px;
    border: 1px solid ${active ? theme.primary : theme.border};
    background: ${active ? theme.primary : theme.surfaceAlt};
    color: ${active ? theme.onPrimary : theme.text};
    cursor: pointer;
    &:disabled {
      opacity: 0.4;
      cursor: default;
    }
  `;
  return (
    <nav aria-label={label ?? intl.formatMessage({ id: 'ui.pagination' })}>
      <ul
        css={css`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: 6px;
          list-style: none;
          padding: 0;
          margin: 12px 0 0;
        `}
      >
        <li>
          <button
            type="button"
            css={button(false)}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={intl.formatMessage({ id: 'ui.previousPage' })}
          >
            ‹
          </button>
        </li>
        {paginationRange(page, pages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${index}`} aria-hidden css={css`align-self: center;`}>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                css={button(item === page)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'ui.page' }, { page: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            css={button(false)}
            disabled={page >= pages}
            onClick={() => onChange(page + 1)}
            aria-label={intl.formatMessage({ id: 'ui.nextPage' })}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
