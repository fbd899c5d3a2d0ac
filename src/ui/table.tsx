import { css, useTheme } from '@emotion/react';
import { type ReactNode, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from './spinner';
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

/** A data table that stays readable at 360 px: it scrolls sideways inside its box. */
export function Table<Row>({ caption, columns, rows, rowKey, loading, empty }: TableProps<Row>) {
  const theme = useTheme();
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(box, 'x');
  return (
    <div
      ref={box}
      // Scrollable by keyboard when it is wider than its box (WCAG 2.1.1).
      tabIndex={scrolls ? 0 : undefined}
      css={css`overflow-x: auto; position: relative;`}
      aria-busy={loading || undefined}
    >
      <table
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
        `}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" style={{ textAlign: column.align ?? 'start' }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.key} style={{ textAlign: column.align ?? 'start' }}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows && rows.length === 0 && !loading ? (
            <tr>
              <td
                colSpan={columns.length}
                css={css`text-align: center; color: ${theme.textMuted};`}
              >
                {empty ?? <FormattedMessage id="ui.empty" />}
              </td>
            </tr>
          ) : null}
          {loading && !rows ? (
            <tr>
              <td colSpan={columns.length} css={css`text-align: center;`}>
                <Spinner />
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
