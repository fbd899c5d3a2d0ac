export type PageItem = number | 'gap';

/**
 * The page buttons to show: the first and last page, and the current page with up to
 * `before` pages before it and `after` after it (docs/product.md#statement-and-slips: 3 before, 1 after), with gaps.
 */
export function paginationRange(
  current: number,
  totalPages: number,
  before = 3,
  after = 1,
): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.max(1, page - before);
  const end = Math.min(totalPages, page + after);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start > 2) items.push('gap');
  }
  for (let n = start; n <= end; n++) items.push(n);
  if (end < totalPages) {
    if (end < totalPages - 1) items.push('gap');
    items.push(totalPages);
  }
  return items;
}

export function pageCount(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}
