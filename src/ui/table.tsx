/** @jsxImportSource @emotion/react */
// biome-ignore-all lint/a11y/noRedundantRoles: a stacked table is display: block, which drops the implicit roles; the explicit ones keep it a table to screen readers
import { css } from '@emotion/react';
import { type ReactNode, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from './spinner';
import { useTheme } from './theme';
import { useScrolls } from './use-scrolls';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end' | 'center';
}

export interface TableProps<Row> {
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => string;
  loading?: boolean;
  /** Shown when the rows are loaded and there are none. */
  empty?: ReactNode;
}

/**
 * Below this width of the table's box (every phone: a modal is 328 px wide at 360 px),
 * each row is a card of label and value pairs, the column header as each value's label.
 */
export const STACK_BELOW_PX = 560;

/** The label each value carries in a stacked row: seen, not read (the header is read). */
const LABEL = 'table-cell-label';

/**
 * A data table that fits any width with nothing cut: a table where its box is wide enough,
 * below STACK_BELOW_PX one card per row. Stacked, it is still a table to screen readers
 * (explicit roles: `display: block` would drop them), the column headers kept for them.
 */
export function Table<Row>({ caption, columns, rows, rowKey, loading, empty }: TableProps<Row>) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(box, 'x');
  return (
    <div
      ref={box}
      // Scrollable by keyboard when it is wider than its box (WCAG 2.1.1).
      tabIndex={scrolls ? 0 : undefined}
      css={css`overflow-x: auto; position: relative; container-type: inline-size;`}
      aria-busy={loading || undefined}
    >
      <table
        role="table"
        css={css`
          width: 100%;
          border-collapse: collapse;
          font-size: 14px;
          th,
          td {
            padding: 8px 6px;
            border-bottom: 1px solid ${theme.border};
            white-space: nowrap;
          }
          th {
            color: ${theme.textMuted};
            font-weight: 600;
          }
          .${LABEL} {
            display: none;
          }
          @container (max-width: ${STACK_BELOW_PX - 0.02}px) {
            &,
            tbody,
            tr,
            td {
              display: block;
            }
            thead {
              position: absolute;
              width: 1px;
              height: 1px;
              margin: -1px;
              overflow: hidden;
              clip: rect(0 0 0 0);
              white-space: nowrap;
            }
            tbody tr {
              margin-bottom: 8px;
              padding: 2px 12px;
              border: 1px solid ${theme.border};
              border-radius: ${theme.radius};
            }
            td {
              display: flex;
              align-items: center;
              justify-content: space-between;
              gap: 12px;
              min-height: 40px;
              padding: 6px 0;
              white-space: normal;
              overflow-wrap: anywhere;
              text-align: end !important;
            }
            td:last-child {
              border-bottom: 0;
            }
            td:empty {
              display: none;
            }
            .${LABEL} {
              display: block;
              flex: none;
              max-width: 45%;
              color: ${theme.textMuted};
              font-weight: 600;
              text-align: start;
            }
            td[colspan] {
              justify-content: center;
              text-align: center !important;
            }
          }
        `}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                style={{ textAlign: column.align ?? 'start' }}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows?.map((row, index) => (
            <tr key={rowKey(row, index)} role="row">
              {columns.map((column) => {
                const value = column.cell(row);
                return (
                  <td key={column.key} role="cell" style={{ textAlign: column.align ?? 'start' }}>
                    {value === null || value === undefined || value === '' ? null : (
                      <>
                        <span className={LABEL} aria-hidden="true">
                          {column.header}
                        </span>
                        <span css={css`min-width: 0;`}>{value}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
          {rows && rows.length === 0 && !loading ? (
            <tr role="row">
              <td
                role="cell"
                colSpan={columns.length}
                css={css`text-align: center; color: ${theme.textMuted};`}
              >
                {empty ?? <FormattedMessage id="ui.empty" />}
              </td>
            </tr>
          ) : null}
          {loading && !rows ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length} css={css`text-align: center;`}>
                <Spinner />
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
