/**
 * POST /api/62ab5261774a1 {url, includeSelf?}: goods that look like an image (spec §7 find
 * similar; docs/api.md).
 *
 * The url must name one of OUR media files (server/similarity/own-media-url.ts): the server never
 * fetches an image, it compares signatures it computed from its own files (media_signatures,
 * server/similarity/index-signatures.ts). A video names its poster. The catalogue's goods are
 * ranked by their best-matching image (server/similarity/distance.ts: perceptual hash for the
 * shape, colour histogram for the colour), nearest first, 20 at most; the query's own goods is
 * left out unless includeSelf is true.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { goods, media } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { refuse } from '../http/envelope';
import { parseBody } from '../http/validate';
import { rankGoods } from '../similarity/distance';
import { indexMediaSignatures } from '../similarity/index-signatures';
import { loadedSignatures } from '../similarity/loaded-signatures';
import { type MediaRef, ownMediaRef } from '../similarity/own-media-url';
import { cardColumns, toCards } from './goods-cards';

export const MSG_NOT_OUR_IMAGE = '仅支持本站商品图片找相似';
/** Our image, but its file is missing or unreadable, so it has no signature to compare. */
export const MSG_NO_SIGNATURE = '该图片暂时无法找相似，请稍后再试';
const LIMIT = 20;

/** JSON sends a boolean; a urlencoded form sends text. */
const Flag = v.optional(
  v.union([
    v.boolean(),
    v.pipe(
      v.picklist(['true', 'false', '1', '0']),
      v.transform((text) => text === 'true' || text === '1'),
    ),
  ]),
  false,
);

export const SimilarBody = v.object({
  url: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2048)),
  includeSelf: Flag,
});

/** The image media row the ref names (a video's poster for a video), or null. */
async function queryImage(db: Db, ref: MediaRef) {
  const [row] = await db
    .select({ id: media.id, goodsId: media.goodsId, isVideo: media.isVideo })
    .from(media)
    .where(and(eq(media.isEncry, ref.isEncry), eq(media.path, ref.path), eq(media.fname, ref.fname)))
    .orderBy(asc(media.id))
    .limit(1);
  if (!row) return null;
  if (!row.isVideo) return row;
  const [poster] = await db
    .select({ id: media.id, goodsId: media.goodsId, isVideo: media.isVideo })
    .from(media)
    .where(
      and(
        eq(media.goodsId, row.goodsId),
        eq(media.role, 'poster'),
        eq(media.position, 0),
        eq(media.isVideo, false),
      ),
    )
    .limit(1);
  return poster ?? null;
}

export function similarRoutes({ db, mediaDir }: AppDeps) {
  return new Hono().post('/api/62ab5261774a1', async (c) => {
    const { url, includeSelf } = await parseBody(c, SimilarBody);
    const ref = ownMediaRef(url, c.req.header('host'));
    if (!ref) return refuse(c, MSG_NOT_OUR_IMAGE);
    const image = await queryImage(db, ref);
    if (!image) return refuse(c, MSG_NOT_OUR_IMAGE);

    let signatures = await loadedSignatures(db);
    if (!signatures.byMediaId.has(image.id)) {
      // media added since the last indexing: index this one now rather than refuse
      await indexMediaSignatures(db, mediaDir, [image.id]);
      signatures = await loadedSignatures(db);
    }
    const query = signatures.byMediaId.get(image.id);
    if (!query) return refuse(c, MSG_NO_SIGNATURE);

    const ranked = rankGoods(signatures.images, query, {
      excludeGoodsId: includeSelf ? undefined : image.goodsId,
      limit: LIMIT,
    });
    const ids = ranked.map((r) => r.goodsId);
    const rows = ids.length ? await db.select(cardColumns).from(goods).where(inArray(goods.id, ids)) : [];
    const order = new Map(ids.map((id, i) => [id, i]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const data = await toCards(db, rows);
    return c.json({ code: 1 as const, msg: '', data, totalCount: data.length });
  });
}
