// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type PagerItem, pageCount, pagerItems } from '@/rules/paging';

/** A pager as the buyer reads it: page numbers, … for a gap. */
const shown = (items: PagerItem[]) => items.map((item) => (item.kind === 'gap' ? '…' : item.page)).join(' ');

describe('page count', () => {
  it.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [66, 20, 4],
    [8, 20, 1],
  ])('%d goods at %d a page make %d pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('makes no pages of a nonsensical size', () => {
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(-5, 20)).toBe(0);
  });
});

describe('pager items', () => {
  it('shows every page of a short list', () => {
    expect(shown(pagerItems(1, 1))).toBe('1');
    expect(shown(pagerItems(2, 4))).toBe('1 2 3 4');
    expect(shown(pagerItems(4, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the first, the last and two pages either side of the current one', () => {
    expect(shown(pagerItems(1, 20))).toBe('1 2 3 … 20');
    expect(shown(pagerItems(10, 20))).toBe('1 … 8 9 10 11 12 … 20');
    expect(shown(pagerItems(20, 20))).toBe('1 … 18 19 20');
  });

  it('shows a single left-out page instead of a gap', () => {
    // 1 _ 3 4 5 6 7: the gap would hide page 2 alone.
    expect(shown(pagerItems(5, 20))).toBe('1 2 3 4 5 6 7 … 20');
    expect(shown(pagerItems(16, 20))).toBe('1 … 14 15 16 17 18 19 20');
  });

  it('gives each gap its own key', () => {
    const keys = pagerItems(10, 20).flatMap((item) => (item.kind === 'gap' ? [item.key] : []));
    expect(new Set(keys).size).toBe(2);
  });

  it('says which items are page links and which are gaps', () => {
    expect(pagerItems(1, 2)).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'page', page: 2 },
    ]);
    expect(pagerItems(1, 9)).toContainEqual({ kind: 'gap', key: 'gap-3' });
  });

  it('shows nothing for an empty list', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });
});
