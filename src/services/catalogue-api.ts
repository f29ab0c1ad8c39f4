/** Lists of goods for the catalogue pages: home, /goods, /search?keyword=, /shop?SID= (docs/api.md). */

import * as v from 'valibot';
import type { GoodsListQuery, GoodsListResult } from '@/domain/goods-list';
import { clients, get } from './http';
import { GoodsPageResponse, ShopResponse } from './schemas';

export const PAGE_SIZE = 20;
/** Home's featured goods: two rows of the widest grid (5 columns). */
export const FEATURED_SIZE = 10;

/** `signal`: the calling actor's, so a page left before its list arrives cancels the call. */
export async function fetchGoodsPage(page: number, size = PAGE_SIZE, signal?: AbortSignal) {
  return (await get(clients.site, '/api/goods/list', { page, size }, GoodsPageResponse, signal)).data;
}

export async function searchGoods(keyword: string, page: number, size = PAGE_SIZE, signal?: AbortSignal) {
  return (await get(clients.site, '/api/goods/search', { keyword, page, size }, GoodsPageResponse, signal))
    .data;
}

export async function fetchShop(supplierId: number, page: number, size = PAGE_SIZE, signal?: AbortSignal) {
  return (await get(clients.site, '/api/shop/goods', { sid: supplierId, page, size }, ShopResponse, signal))
    .data;
}

/** The most viewed goods, as one page (home). */
export async function fetchFeaturedGoods(size = FEATURED_SIZE, signal?: AbortSignal) {
  return (await get(clients.site, '/api/goods/featured', { size }, GoodsPageResponse, signal)).data;
}

/** The call a list page makes, as path and query: our server makes the same one when it renders the page. */
export function listCallOf(query: GoodsListQuery): { path: string; params: Record<string, string | number> } {
  switch (query.kind) {
    case 'featured':
      return { path: '/api/goods/featured', params: { size: FEATURED_SIZE } };
    case 'all':
      return { path: '/api/goods/list', params: { page: query.page, size: PAGE_SIZE } };
    case 'search':
      return {
        path: '/api/goods/search',
        params: { keyword: query.keyword, page: query.page, size: PAGE_SIZE },
      };
    case 'shop':
      return {
        path: '/api/shop/goods',
        params: { sid: query.supplierId, page: query.page, size: PAGE_SIZE },
      };
  }
}

/** The list call's URL (path and query string), as ofetch sends it. */
export function listCallUrl(query: GoodsListQuery): string {
  const { path, params } = listCallOf(query);
  const search = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return `${path}?${search}`;
}

/** The list call's answer (a JSON body) as the list page shows it, or null when it is not one. */
export function listResultOf(query: GoodsListQuery, body: unknown): GoodsListResult | null {
  if (query.kind === 'shop') {
    const parsed = v.safeParse(ShopResponse, body);
    return parsed.success ? parsed.output.data : null;
  }
  const parsed = v.safeParse(GoodsPageResponse, body);
  return parsed.success ? { page: parsed.output.data, supplier: null } : null;
}
