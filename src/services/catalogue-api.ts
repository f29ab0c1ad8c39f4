/** Lists of goods for the catalogue pages: home, /goods, /search?keyword=, /shop?SID= (docs/api.md). */

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
