/**
 * Uploads and downloads of a goods' media, both counted in BuyNum (上传/下载次数):
 * POST /api/mini/goods/download/update {goods_id} after a zip download, and the platform upload
 * page GET /api/mini/goods/upload/view/{goodsId}/{platform}. Each records a transfer event and
 * bumps BuyNum in the same transaction, so the count and the log never disagree.
 */
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { detailCacheOf } from '../cache/detail-cache';
import type { Db } from '../db/client';
import { goods, transferEvents } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1 } from '../http/envelope';
import { Id, parse, parseBody } from '../http/validate';
import { notFoundPage, uploadPage } from '../pages/upload-page';
import { loadGoods, MSG_GOODS_NOT_FOUND } from './goods-detail';

export const PLATFORMS = ['抖音', '快手', '视频号', '小红书'] as const;

type Transfer = { kind: 'download'; platform?: undefined } | { kind: 'upload'; platform: string };

/** The new BuyNum, or null when the goods does not exist. */
export async function recordTransfer(db: Db, goodsId: number, transfer: Transfer): Promise<number | null> {
  const buyNum = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(goods)
      .set({ buyNum: sql`${goods.buyNum} + 1` })
      .where(eq(goods.id, goodsId))
      .returning({ buyNum: goods.buyNum });
    if (!row) return null;
    await tx
      .insert(transferEvents)
      .values({ goodsId, kind: transfer.kind, platform: transfer.platform ?? null });
    return row.buyNum;
  });
  // BuyNum is part of the detail answer; forgotten once committed, so no reader can store the old one
  detailCacheOf(db).forget(goodsId);
  return buyNum;
}

export const UploadParams = v.object({ goodsId: Id, platform: v.picklist(PLATFORMS) });

export function transferRoutes({ db }: AppDeps) {
  return new Hono()
    .post('/api/mini/goods/download/update', async (c) => {
      const { goods_id } = await parseBody(c, v.object({ goods_id: Id }));
      const buyNum = await recordTransfer(db, goods_id, { kind: 'download' });
      if (buyNum === null) throw new ApiError(404, MSG_GOODS_NOT_FOUND);
      return ok1(c, { BuyNum: buyNum });
    })
    .get('/api/mini/goods/upload/view/:goodsId/:platform', async (c) => {
      let params: v.InferOutput<typeof UploadParams>;
      try {
        params = parse(UploadParams, c.req.param());
      } catch {
        return c.html(notFoundPage(`不支持的平台或商品编号：${c.req.param('platform')}`), 404);
      }
      const found = await loadGoods(db, params.goodsId);
      if (!found) return c.html(notFoundPage(MSG_GOODS_NOT_FOUND), 404);
      const buyNum = await recordTransfer(db, found.ID, { kind: 'upload', platform: params.platform });
      return c.html(uploadPage(found, params.platform, buyNum ?? found.BuyNum));
    });
}
