/** One slot in the pager: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The pages the pager shows: the first, the last, the current one and its neighbours, with a
 * gap wherever pages are left out. A gap would hide a single page, so that page is shown instead
 * ("1 2 3", never "1 … 3").
 */
export function pageItems(current: number, count: number): PageItem[] {
  if (count < 1) return [];
  const here = Math.min(Math.max(Math.trunc(current) || 1, 1), count);
  const shown = [...new Set([1, here - 1, here, here + 1, count])].filter((p) => p >= 1 && p <= count);
  shown.sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const page of shown) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
