import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('shows nothing without pages and a lone page on its own', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows every page when nothing would be left out', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last, current and neighbours, with gaps between', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageItems(1500, 1667)).toEqual([1, 'gap', 1499, 1500, 1501, 'gap', 1667]);
  });

  it('fills a gap of one page with that page', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5]);
  });

  it('treats an out-of-range or odd current page as the nearest real one', () => {
    expect(pageItems(0, 6)).toEqual([1, 2, 'gap', 6]);
    expect(pageItems(99, 6)).toEqual([1, 'gap', 5, 6]);
    expect(pageItems(Number.NaN, 6)).toEqual([1, 2, 'gap', 6]);
  });
});
