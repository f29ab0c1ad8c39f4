/** The cart: spec §7's save, and our list of the buyer's lines. */

import { clients, get, post } from './http';
import type { CartSpecLine } from './schemas';
import { CartListResponse, CartSaveResponse } from './schemas';

/**
 * POST {newApi}/api/rbh/cart/save {uid, goods_id, goods_spec}: goods_spec is JSON text of the
 * selected size lines. Success is code 200; data.count is the cart's item count after the save.
 */
export async function saveToCart(uid: number, goodsId: number, lines: CartSpecLine[]) {
  const body = { uid, goods_id: goodsId, goods_spec: JSON.stringify(lines) };
  return (await post(clients.newApi, '/api/rbh/cart/save', body, CartSaveResponse)).data;
}

/** GET {newApi}/api/rbh/cart/list: the logged-in buyer's cart. */
export async function fetchCart() {
  return (await get(clients.newApi, '/api/rbh/cart/list', {}, CartListResponse)).data;
}
