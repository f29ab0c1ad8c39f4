/**
 * Uploads and downloads of a goods' media, both counted in BuyNum (上传/下载次数):
 * POST /api/mini/goods/download/update {goods_id} after a zip download, and
 * POST /api/mini/goods/upload/update {goods_id, platform}, sent by the platform upload page
 * (GET /api/mini/goods/upload/view/{goodsId}/{platform}) once it is shown in a browser.
 *
 * Issue 24 item 5 (F6, F8): a GET counts nothing (an <img> anywhere could count otherwise); a
 * visitor (the logged-in buyer, else the client address) counts once per goods, kind and day; each
 * client may make COUNTER_RULE writes a minute. Each counted transfer records an event and bumps
 * BuyNum in one transaction, so the count and the log never disagree.
 */
import { eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { bearerToken } from '../auth/guard';
import { findSessionUser } from '../auth/sessions';
import { detailCacheOf } from '../cache/detail-cache';
import type { Db } from '../db/client';
import { goods, transferDedup, transferEvents } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1 } from '../http/envelope';
import { Id, MSG_CONTROL_CHARACTER, parse, parseBody } from '../http/validate';
import { countWrite, type WriteRule } from '../http/write-limit';
import { badRequestPage, notFoundPage, uploadPage } from '../pages/upload-page';
import { clientAddress } from '../security/config';
import { loadGoods, MSG_GOODS_NOT_FOUND } from './goods-detail';

export const PLATFORMS = ['抖音', '快手', '视频号', '小红书'] as const;

/** counter writes per client address and minute */
export const COUNTER_RULE: WriteRule = { limit: 30, windowMs: 60_000 };

type Transfer = { kind: 'download'; platform?: undefined } | { kind: 'upload'; platform: string };

/**
 * Counts a transfer unless this visitor already counted one of this kind for this goods today.
 * The BuyNum after it (counted or not), or null when the goods does not exist.
 */
export async function recordTransfer(
  db: Db,
  goodsId: number,
  transfer: Transfer,
  visitor: string,
  now: number,
): Promise<number | null> {
  const day = new Date(now).toISOString().slice(0, 10);
  const result = await db.transaction(async (tx) => {
    const [exists] = await tx.select({ buyNum: goods.buyNum }).from(goods).where(eq(goods.id, goodsId));
    if (!exists) return null;
    const fresh = await tx
      .insert(transferDedup)
      .values({ visitor, goodsId, kind: transfer.kind, day })
      .onConflictDoNothing()
      .returning({ day: transferDedup.day });
    if (fresh.length === 0) return { buyNum: exists.buyNum, counted: false };
    const [row] = await tx
      .update(goods)
      .set({ buyNum: sql`${goods.buyNum} + 1` })
      .where(eq(goods.id, goodsId))
      .returning({ buyNum: goods.buyNum });
    await tx
      .insert(transferEvents)
      .values({ goodsId, kind: transfer.kind, platform: transfer.platform ?? null });
    return { buyNum: row?.buyNum ?? exists.buyNum + 1, counted: true };
  });
  if (!result) return null;
  // BuyNum is in the detail answer's live part, forgotten once committed so that no reader can
  // store the old one; the goods' document stays (issue 24 item 5). Only a counted transfer
  // changes it: a repeated one leaves the cache alone.
  if (result.counted) detailCacheOf(db).forgetLive(goodsId);
  return result.buyNum;
}

export const UploadParams = v.object({ goodsId: Id, platform: v.picklist(PLATFORMS) });
export const DownloadBody = v.object({ goods_id: Id });
export const UploadBody = v.object({ goods_id: Id, platform: v.picklist(PLATFORMS) });

export function transferRoutes({ db, settings, clock }: AppDeps) {
  /** who counts once a day: the buyer whose live token this is, else the client address */
  async function visitorOf(c: Context): Promise<string> {
    const token = bearerToken(c);
    const user = token ? await findSessionUser(db, token) : null;
    return user ? `u:${user.id}` : `a:${clientAddress(c, settings)}`;
  }

  async function count(c: Context, goodsId: number, transfer: Transfer) {
    await countWrite(c, db, `counter:${clientAddress(c, settings)}`, COUNTER_RULE, clock());
    const buyNum = await recordTransfer(db, goodsId, transfer, await visitorOf(c), clock());
    if (buyNum === null) throw new ApiError(404, MSG_GOODS_NOT_FOUND);
    return ok1(c, { BuyNum: buyNum });
  }

  return new Hono()
    .post('/api/mini/goods/download/update', async (c) => {
      const { goods_id } = await parseBody(c, DownloadBody);
      return count(c, goods_id, { kind: 'download' });
    })
    .post('/api/mini/goods/upload/update', async (c) => {
      const { goods_id, platform } = await parseBody(c, UploadBody);
      return count(c, goods_id, { kind: 'upload', platform });
    })
    .get('/api/mini/goods/upload/view/:goodsId/:platform', async (c) => {
      let params: v.InferOutput<typeof UploadParams>;
      try {
        params = parse(UploadParams, c.req.param());
      } catch (error) {
        // a control character is a request no page answers (as on every other route), not an
        // unknown platform: 400, and the character is not echoed back
        if (error instanceof ApiError && error.message === MSG_CONTROL_CHARACTER)
          return c.html(badRequestPage(MSG_CONTROL_CHARACTER), 400);
        return c.html(notFoundPage(`不支持的平台或商品编号：${c.req.param('platform')}`), 404);
      }
      const found = await loadGoods(db, params.goodsId);
      if (!found) return c.html(notFoundPage(MSG_GOODS_NOT_FOUND), 404);
      return c.html(uploadPage(found, params.platform, found.BuyNum));
    });
}
