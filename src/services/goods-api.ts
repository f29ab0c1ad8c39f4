/** Spec §7 calls about one goods: detail, recommended goods, favourite, find similar, download count. */

import { clients, get, post } from './http';
import {
  DownloadUpdateResponse,
  FavouriteResponse,
  FindSimilarResponse,
  GoodsDetailResponse,
  RecommendedResponse,
} from './schemas';

/** POST {apiBase}/api/62442353b9c1b {id, uid}: uid is 0 for a visitor. */
export async function fetchGoodsDetail(id: number, uid: number, signal?: AbortSignal) {
  return (await post(clients.apiBase, '/api/62442353b9c1b', { id, uid }, GoodsDetailResponse, signal)).data;
}

/** GET {apiBase}/api/6086900689dc9?area_id=1&sp_id={supplier id} */
export async function fetchRecommended(supplierId: number, signal?: AbortSignal) {
  const query = { area_id: 1, sp_id: supplierId };
  return (await get(clients.apiBase, '/api/6086900689dc9', query, RecommendedResponse, signal)).data;
}

/** POST {apiBase}/api/6087db4edf7ee {uid, pid}: the answer's msg is shown as a success notice. */
export async function favouriteGoods(uid: number, goodsId: number) {
  return (await post(clients.apiBase, '/api/6087db4edf7ee', { uid, pid: goodsId }, FavouriteResponse)).msg;
}

/** POST {apiBase}/api/62ab5261774a1 {url}: the current cover's URL. */
export async function findSimilar(url: string, signal?: AbortSignal) {
  const answer = await post(clients.apiBase, '/api/62ab5261774a1', { url }, FindSimilarResponse, signal);
  return { list: answer.data, totalCount: answer.totalCount };
}

/** POST {site}/api/mini/goods/download/update {goods_id}: sent after a zip download. */
export async function reportDownload(goodsId: number) {
  return (
    await post(clients.site, '/api/mini/goods/download/update', { goods_id: goodsId }, DownloadUpdateResponse)
  ).data;
}
