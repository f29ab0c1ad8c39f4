/** Lists of goods for the catalogue pages: home, /goods, /search?keyword=, /shop?SID= (docs/api.md). */

import { clients, get } from './http';
import { GoodsPageResponse, ShopResponse } from './schemas';

export const PAGE_SIZE = 20;

export async function fetchGoodsPage(page: number, size = PAGE_SIZE) {
  return (await get(clients.site, '/api/goods/list', { page, size }, GoodsPageResponse)).data;
}

export async function searchGoods(keyword: string, page: number, size = PAGE_SIZE) {
  return (await get(clients.site, '/api/goods/search', { keyword, page, size }, GoodsPageResponse)).data;
}

export async function fetchShop(supplierId: number, page: number, size = PAGE_SIZE) {
  return (await get(clients.site, '/api/shop/goods', { sid: supplierId, page, size }, ShopResponse)).data;
}
