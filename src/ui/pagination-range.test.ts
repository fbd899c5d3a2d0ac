import { pageCount, paginationRange } from './pagination-range';

describe('paginationRange', () => {
  it('shows 3 pages before and 1 after the current one, with the ends and gaps', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'gap', 7, 8, 9, 10, 11, 'gap', 20]);
  });

  it('has no gap where the range touches an end', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(paginationRange(4, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('reaches the first and last page from near either end', () => {
    expect(paginationRange(2, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(paginationRange(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(paginationRange(6, 20)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 20]);
    expect(paginationRange(19, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });

  it('shows a lone page, and two pages without a gap', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(1, 2)).toEqual([1, 2]);
    expect(paginationRange(2, 2)).toEqual([1, 2]);
  });

  it('clamps a page outside the range and is empty with no pages', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
