/**
 * POST /api/62442353b9c1b {id, uid}: the goods of the detail page (spec §3, §7).
 * GET /api/page-data/detail?id=&v=: the same answer, for a /detail page it was too large to travel in.
 * Colour groups come in the factory's entry order: ordering them is a rule of the page (§4).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Goods, SpecGroup } from '../../src/domain/goods';
import type { MediaItem, Pic } from '../../src/domain/media-path';
import { mainStill } from '../../src/rules/gallery-items';
import { PAGE_DATA_PATH } from '../../src/services/early-detail-contract';
import { allowVisitor } from '../auth/guard';
import { ANSWER_VERSION, answerVersion } from '../cache/answer-version';
import { type CachedDetail, detailCacheOf } from '../cache/detail-cache';
import type { LiveParts } from '../cache/detail-document';
import type { Db } from '../db/client';
import { colourGroups, goods, media, skus, suppliers } from '../db/schema';
import { compressedPer, sendText } from '../http/compression';
import type { AppDeps } from '../http/deps';
import { ApiError } from '../http/envelope';
import { mediaItem, mediaUrlPath, wallClockText, yuan } from '../http/format';
import { Id, parseBody, parseQuery, Uid } from '../http/validate';

export const PRICE_UNSET = '0元起';
export const MSG_GOODS_NOT_FOUND = '商品不存在或已下架';
/** The goods changed between its page and this request: the app draws the page again from the detail call. */
export const MSG_PAGE_DATA_CHANGED = '商品信息已更新，请刷新页面';

export const DetailRequest = v.object({ id: Id, uid: v.optional(Uid, 0) });
export const PageDataQuery = v.object({ id: Id, v: v.pipe(v.string(), v.regex(ANSWER_VERSION)) });

type MediaRow = typeof media.$inferSelect;

export async function loadGoods(db: Db, id: number): Promise<Goods | null> {
  const [row] = await db
    .select({ g: goods, supplierName: suppliers.name })
    .from(goods)
    .innerJoin(suppliers, eq(suppliers.id, goods.supplierId))
    .where(eq(goods.id, id));
  if (!row) return null;
  const { g } = row;

  const files = await db.select().from(media).where(eq(media.goodsId, id)).orderBy(asc(media.position));
  const byRole = (role: MediaRow['role']) => files.filter((m) => m.role === role);
  const main = byRole('main')[0];
  const poster = byRole('poster')[0];
  if (!main) throw new Error(`goods ${id} has no main media`);

  const groups = await db
    .select()
    .from(colourGroups)
    .where(eq(colourGroups.goodsId, id))
    .orderBy(asc(colourGroups.position));
  const sizes = groups.length
    ? await db
        .select()
        .from(skus)
        .where(
          inArray(
            skus.colourGroupId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(skus.position), asc(skus.id))
    : [];

  const thumbnails = new Map(byRole('thumbnail').map((m) => [m.position, mediaUrlPath(m)]));
  const cover = mediaUrlPath(main.isVideo && poster ? poster : main);
  const specs: SpecGroup[] = groups.map((group) => {
    const thumbnail = thumbnails.get(group.position) ?? cover;
    return {
      color: group.color,
      sizes: sizes
        .filter((s) => s.colourGroupId === group.id)
        .map((s) => ({
          id: s.id,
          size: s.size,
          goods_sn: s.goodsSn,
          weight: s.weightG,
          price: yuan(s.priceFen),
          stock: s.stock,
          thumbnail,
        })),
    };
  });

  const pic: Pic =
    main.isVideo && poster
      ? { type: 2, file: mediaUrlPath(main), poster: mediaUrlPath(poster) }
      : { type: 1, file: mediaUrlPath(main) };
  const imageList: MediaItem[] = [main, ...byRole('gallery')].map(mediaItem);

  return {
    ID: g.id,
    PName: g.title,
    ToySn: g.toySn,
    ITime: wallClockText(g.publishedAt),
    CTime: wallClockText(g.updatedAt),
    sale_num: g.saleNum,
    PHotNum: g.displayCount,
    BuyNum: g.buyNum,
    min_weight: g.minWeightG,
    message: g.message,
    skuFlag: g.skuFlag,
    price: g.priceFen === null ? PRICE_UNSET : yuan(g.priceFen),
    ali_url: g.aliUrl,
    SID: g.supplierId,
    SName: row.supplierName,
    specs,
    pics: [pic],
    imageList,
    detailList: byRole('detail').map(mediaItem),
  };
}

/** The live part of goods `id`'s answer (its counters and each size's stock), null when there is no such goods. */
export async function loadLive(db: Db, id: number): Promise<LiveParts | null> {
  const [row] = await db
    .select({ BuyNum: goods.buyNum, sale_num: goods.saleNum, PHotNum: goods.displayCount })
    .from(goods)
    .where(eq(goods.id, id));
  if (!row) return null;
  const sizes = await db
    .select({ id: skus.id, stock: skus.stock })
    .from(skus)
    .innerJoin(colourGroups, eq(colourGroups.id, skus.colourGroupId))
    .where(eq(colourGroups.goodsId, id));
  return { counters: row, stock: new Map(sizes.map((size) => [size.id, size.stock])) };
}

/**
 * The detail call's answer for goods `id` as it is sent, kept until a write to the goods
 * (server/cache/detail-cache.ts: the counters and the stock apart from the rest); null when there
 * is no such goods. The answer does not depend on the uid (a visitor and a buyer see the same
 * goods), so one entry serves both, and the /detail page embeds the very same text.
 */
export function detailAnswer(db: Db, id: number): Promise<CachedDetail | null> {
  return detailCacheOf(db).get(id, {
    goods: async () => {
      const found = await loadGoods(db, id);
      const pic = found?.pics[0];
      return found && pic ? { found, cover: mainStill('', pic) } : null;
    },
    live: () => loadLive(db, id),
  });
}

const answerCompressed = compressedPer<CachedDetail>();

export function goodsDetailRoutes({ db }: AppDeps) {
  return new Hono()
    .post('/api/62442353b9c1b', async (c) => {
      const { id, uid } = await parseBody(c, DetailRequest);
      await allowVisitor(c, db, uid);
      const answer = await detailAnswer(db, id);
      if (!answer) throw new ApiError(404, MSG_GOODS_NOT_FOUND);
      // the content type c.json would set: a cached answer is indistinguishable from a fresh one;
      // compressed once per kept answer (1,000 SKUs are ~140 KB of JSON, ~10 KB in brotli)
      return sendText(c, answer.body, () => answerCompressed(answer, () => answer.body), {
        'Content-Type': 'application/json',
      });
    })
    .get(PAGE_DATA_PATH, async (c) => {
      const { id, v: version } = parseQuery(c, PageDataQuery);
      const answer = await detailAnswer(db, id);
      if (!answer) throw new ApiError(404, MSG_GOODS_NOT_FOUND);
      if (answerVersion(answer) !== version) throw new ApiError(409, MSG_PAGE_DATA_CHANGED);
      // an id and a version name one text for ever: the browser may keep it
      return sendText(c, answer.body, () => answerCompressed(answer, () => answer.body), {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    });
}
