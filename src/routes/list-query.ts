/**
 * The list a page at a route shows, from its checked search params, as the pages make it
 * (home-page, goods-page, search-page, shop-page): our server asks for the same list when it
 * renders the page (src/entry-server.tsx, issue #17). undefined: the page shows no list (a
 * similar-goods ?data=, a keyword missing or too long, no ?SID=, another page).
 */
import type { GoodsListQuery } from '@/domain/goods-list';
import { spacedKeyword } from '@/rules/keyword-text';
import { parseKeyword } from './search-params';

interface ListSearch {
  page?: number;
  keyword?: string;
  data?: unknown;
  SID?: number;
}

export function listQueryAt(routeId: string, search: ListSearch): GoodsListQuery | undefined {
  const page = search.page ?? 1;
  switch (routeId) {
    case '/':
      return { kind: 'featured' };
    case '/goods':
      return { kind: 'all', page };
    case '/search': {
      // as search-page.tsx sends it: control characters as spaces
      const keyword = search.keyword === undefined ? undefined : spacedKeyword(search.keyword) || undefined;
      return search.data === undefined && keyword !== undefined && parseKeyword(keyword) !== undefined
        ? { kind: 'search', keyword, page }
        : undefined;
    }
    case '/shop':
      return search.SID === undefined ? undefined : { kind: 'shop', supplierId: search.SID, page };
    default:
      return undefined;
  }
}
