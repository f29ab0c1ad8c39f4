/**
 * Paging of the catalogue pages (/goods, /search?keyword=, /shop?SID=): how many pages a list
 * has and which page links the pager shows. Pure, so the machine's view and the tests share it.
 */

/** Pages needed for `total` goods, `size` per page: 0 when there are none. */
export function pageCount(total: number, size: number): number {
  if (total <= 0 || size <= 0) return 0;
  return Math.ceil(total / size);
}

/** A page link, or a gap standing for the pages left out. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages the pager links to: the first, the last, and `span` pages either side of the
 * current one; the rest become gaps. A gap would hide a single page, so that page is shown
 * instead (a gap costs the same room as the link it replaces).
 */
export function pagerItems(current: number, count: number, span = 2): PagerItem[] {
  const shown = new Set<number>();
  for (let page = 1; page <= count; page += 1) {
    if (page === 1 || page === count || Math.abs(page - current) <= span) shown.add(page);
  }
  for (let page = 2; page < count; page += 1) {
    if (!shown.has(page) && shown.has(page - 1) && shown.has(page + 1)) shown.add(page);
  }
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}
