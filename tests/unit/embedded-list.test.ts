/**
 * The list a catalogue page came with (src/services/embedded-list.ts, issue #17): the list page's
 * first render takes it when it is the list asked for and passes the call's own check; anything
 * else (another list, a failed call, malformed JSON, an answer that fails the schema) leaves the
 * page to ask, and the element is taken once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoodsPage } from '@/domain/goods';
import type { GoodsListQuery } from '@/domain/goods-list';
import { EMBEDDED_LIST_ID } from '@/services/early-detail-contract';
import { type EmbeddedList, firstListOf, takeEmbeddedList } from '@/services/embedded-list';
import { scriptSafeJson } from '../../server/pages/detail-html';
import { supplierFixture } from '../support/supplier-fixture';

const page: GoodsPage = {
  list: [
    {
      ID: 1001,
      Picture: '/UpLoad/goods/1001/poster.jpg',
      PName: '泰迪熊</script>',
      Price: '7.40',
      PClickCount: 3,
    },
  ],
  totalCount: 21,
  page: 2,
  size: 20,
};
const search: GoodsListQuery = { kind: 'search', keyword: '熊', page: 2 };
const embedded = (over: Partial<EmbeddedList> = {}): EmbeddedList => ({
  query: search,
  status: 200,
  body: { code: 1, msg: '', data: page },
  day: '2026-11-27',
  ...over,
});

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_LIST_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(EMBEDDED_LIST_ID)?.remove();
  vi.useRealTimers();
});

describe('firstListOf', () => {
  it('takes the answer of the list asked for, whatever order its query was written in', () => {
    const reordered = { page: 2, keyword: '熊', kind: 'search' } as GoodsListQuery;
    expect(firstListOf(search, embedded({ query: reordered }))).toEqual({
      result: { page, supplier: null },
      missing: false,
      day: '2026-11-27',
    });
  });

  it('takes a shop with its supplier, and a 404 as the missing shop', () => {
    const shop: GoodsListQuery = { kind: 'shop', supplierId: 101, page: 1 };
    const supplier = supplierFixture();
    const found = firstListOf(
      shop,
      embedded({ query: shop, body: { code: 1, msg: '', data: { supplier, page } } }),
    );
    expect(found.result).toEqual({ page, supplier });
    const missing = firstListOf(
      shop,
      embedded({ query: shop, status: 404, body: { code: 0, msg: '供应商不存在' } }),
    );
    expect(missing).toEqual({ result: null, missing: true, day: '2026-11-27' });
  });

  it('leaves the page to ask for another list, a failed call or an answer that fails the check', () => {
    const none = { result: null, missing: false };
    expect(firstListOf({ ...search, page: 3 }, embedded())).toEqual(none);
    expect(firstListOf({ kind: 'all', page: 2 }, embedded())).toEqual(none);
    expect(firstListOf(search, embedded({ status: 503 }))).toEqual(none);
    expect(firstListOf(search, embedded({ body: { code: 1, msg: '', data: { list: 'no' } } }))).toEqual(none);
    expect(firstListOf(search, undefined)).toEqual(none);
  });
});

describe('takeEmbeddedList', () => {
  it('reads the element our server wrote (script-safe JSON) and removes it', () => {
    embed(scriptSafeJson(JSON.stringify(embedded())));
    expect(takeEmbeddedList(search).result?.page.list[0]?.PName).toBe('泰迪熊</script>');
    expect(document.getElementById(EMBEDDED_LIST_ID)).toBeNull();
  });

  it('finds nothing in malformed JSON or a shape it does not know', async () => {
    embed('{"query":');
    expect(takeEmbeddedList({ kind: 'featured' })).toEqual({ result: null, missing: false });
    embed(JSON.stringify({ query: { kind: 'featured' }, status: 200, body: {}, day: 'today' }));
    expect(takeEmbeddedList({ kind: 'all', page: 9 })).toEqual({ result: null, missing: false });
    expect(document.getElementById(EMBEDDED_LIST_ID)).toBeNull();
  });

  it('answers a second look of the same first render, and nothing once that has passed', async () => {
    const other: GoodsListQuery = { kind: 'search', keyword: '兔', page: 1 };
    embed(JSON.stringify(embedded({ query: other })));
    const first = takeEmbeddedList(other);
    expect(first.result).not.toBeNull();
    // React's second look while it renders the page the first time (StrictMode, a restarted hydration)
    expect(takeEmbeddedList(other)).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // a later page of the same list (back, forward) asks the API
    expect(takeEmbeddedList(other)).toEqual({ result: null, missing: false });
  });
});
