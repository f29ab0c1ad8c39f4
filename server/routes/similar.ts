/**
 * POST /api/62ab5261774a1 {url}: goods similar to a cover image (spec §7).
 *
 * This first version only knows OUR media: the url (absolute, or just its path) must name a file
 * of the media table. Other goods are ranked by a simple rule, same supplier first, then same
 * area, then newest; the query's own goods is never among them. Perceptual hashing comes later.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../db/client';
import { goods, media } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { refuse } from '../http/envelope';
import { parseBody } from '../http/validate';
import { cardColumns, toCards } from './goods-cards';

export const MSG_NOT_OUR_IMAGE = '仅支持本站商品图片找相似';
const LIMIT = 20;

const SimilarBody = v.object({ url: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2048)) });

/** The media row a url names, or null when the url is not one of ours. */
async function findMediaByUrl(db: Db, url: string) {
  let pathname: string;
  try {
    pathname = url.startsWith('/') ? new URL(url, 'http://local').pathname : new URL(url).pathname;
  } catch {
    return null;
  }
  const match = /^\/(UpLoad|EnPic)\/(.+)\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  const [, root, rawPath = '', rawName = ''] = match;
  let path: string;
  let fname: string;
  try {
    path = rawPath.split('/').map(decodeURIComponent).join('/');
    fname = decodeURIComponent(rawName);
  } catch {
    return null;
  }
  const [row] = await db
    .select({ goodsId: media.goodsId, supplierId: goods.supplierId, areaId: goods.areaId })
    .from(media)
    .innerJoin(goods, eq(goods.id, media.goodsId))
    .where(and(eq(media.isEncry, root === 'EnPic'), eq(media.path, path), eq(media.fname, fname)))
    .limit(1);
  return row ?? null;
}

export function similarRoutes({ db }: AppDeps) {
  return new Hono().post('/api/62ab5261774a1', async (c) => {
    const { url } = await parseBody(c, SimilarBody);
    const query = await findMediaByUrl(db, url);
    if (!query) return refuse(c, MSG_NOT_OUR_IMAGE);
    const rows = await db
      .select(cardColumns)
      .from(goods)
      .where(ne(goods.id, query.goodsId))
      .orderBy(
        desc(sql`${goods.supplierId} = ${query.supplierId}`),
        desc(sql`${goods.areaId} = ${query.areaId}`),
        desc(goods.publishedAt),
        desc(goods.id),
      )
      .limit(LIMIT);
    const data = await toCards(db, rows);
    return c.json({ code: 1 as const, msg: '', data, totalCount: data.length });
  });
}
