/** The cart: spec §7's save, and our list of the buyer's lines with the cart page's edits. */

import type { CartSpecLine } from '@/domain/cart';
import { clients, get, post, postOnce, request } from './http';
import { CartListResponse, CartRemoveResponse, CartSaveResponse, CartUpdateResponse } from './schemas';

/**
 * POST {newApi}/api/rbh/cart/save {uid, goods_id, goods_spec}: goods_spec is JSON text of the
 * selected size lines. Success is code 200; data.count is the cart's item count after the save.
 * Sent with an Idempotency-Key, so its one retry after a lost answer cannot add the lines twice.
 */
export async function saveToCart(uid: number, goodsId: number, lines: CartSpecLine[]) {
  const body = { uid, goods_id: goodsId, goods_spec: JSON.stringify(lines) };
  return (await postOnce(clients.newApi, '/api/rbh/cart/save', body, CartSaveResponse)).data;
}

/** GET {newApi}/api/rbh/cart/list: the logged-in buyer's cart. */
export async function fetchCart(signal?: AbortSignal) {
  return (await get(clients.newApi, '/api/rbh/cart/list', {}, CartListResponse, signal)).data;
}

/**
 * POST {newApi}/api/rbh/cart/update {uid, id, goods_num}: sets the quantity of cart line `id`
 * (1 ≤ goodsNum ≤ stock, else a 400 whose msg names the limit). Answers the cart's new count.
 */
export async function updateCartLine(uid: number, id: number, goodsNum: number, signal?: AbortSignal) {
  const body = { uid, id, goods_num: goodsNum };
  return (await post(clients.newApi, '/api/rbh/cart/update', body, CartUpdateResponse, signal)).data;
}

/** POST {newApi}/api/rbh/cart/remove {uid, id}: takes line `id` out of the cart; answers the new count. */
export async function removeCartLine(uid: number, id: number, signal?: AbortSignal) {
  return (await post(clients.newApi, '/api/rbh/cart/remove', { uid, id }, CartRemoveResponse, signal)).data;
}

/**
 * The same removal sent as the page is left (a line removed, its 撤销 window not over): keepalive,
 * so the browser sends it even once the page is gone; nobody waits for its answer.
 */
export function removeCartLineOnLeaving(uid: number, id: number): void {
  const options = { method: 'POST', body: { uid, id }, keepalive: true } as const;
  void request(clients.newApi, '/api/rbh/cart/remove', CartRemoveResponse, options).catch(() => {});
}
