/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { type Column, Table } from './table';

export interface PagedTableProps<Row> {
  /** Heading above the table; also its caption. */
  title: ReactNode;
  columns: readonly Column<Row>[];
  /** The rows of the current page (undefined while the first page loads). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
}

/** A server-paged list: heading, table and page buttons (invite, refund, statement, slips). */
export function PagedTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
}: PagedTableProps<Row>) {
  return (
    <div>
      <h3 css={css`margin: 0 0 6px; font-size: 16px;`}>{title}</h3>
      <Table caption={title} columns={columns} rows={rows} rowKey={rowKey} loading={loading} />
      <Pagination page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
    </div>
  );
}
