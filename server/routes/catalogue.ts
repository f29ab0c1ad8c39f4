/**
 * Lists of goods cards: the catalogue (GET /api/goods/list), title search (GET /api/goods/search),
 * home's featured goods (GET /api/goods/featured) and the supplier's recommended goods
 * (GET /api/6086900689dc9, spec §7).
 */
import { asc, desc, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { goods, recommendations } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ok1 } from '../http/envelope';
import { pageParam, parseQuery } from '../http/validate';
import { cardColumns, goodsPage, toCards } from './goods-cards';

export const PageQuery = v.object({ page: pageParam(1, 10_000), size: pageParam(20, 100) });

/** Featured goods are one short list, not a catalogue to page through. */
export const FeaturedQuery = v.object({ size: pageParam(10, 50) });

export const SearchQuery = v.object({
  ...PageQuery.entries,
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
});

/** An empty sp_id (the page sends `sp_id=` before it knows the supplier) means no recommendations. */
export const RecommendedQuery = v.object({
  area_id: v.optional(v.pipe(v.string(), v.regex(/^\d{0,9}$/))),
  sp_id: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{0,9}$/)), ''),
});

/** LIKE treats % and _ as wildcards and \ as its escape: a keyword must match as typed. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function catalogueRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/api/goods/list', async (c) => {
      const { page, size } = parseQuery(c, PageQuery);
      return ok1(c, await goodsPage(db, undefined, page, size));
    })
    .get('/api/goods/featured', async (c) => {
      const { size } = parseQuery(c, FeaturedQuery);
      // "Featured" is what buyers look at most: the display count; the id keeps ties in a stable order.
      const rows = await db
        .select(cardColumns)
        .from(goods)
        .orderBy(desc(goods.displayCount), desc(goods.id))
        .limit(size);
      const list = await toCards(db, rows);
      return ok1(c, { list, totalCount: list.length, page: 1, size });
    })
    .get('/api/goods/search', async (c) => {
      const { keyword, page, size } = parseQuery(c, SearchQuery);
      const where = keyword ? ilike(goods.title, `%${escapeLike(keyword)}%`) : undefined;
      return ok1(c, await goodsPage(db, where, page, size));
    })
    .get('/api/6086900689dc9', async (c) => {
      const { sp_id } = parseQuery(c, RecommendedQuery);
      if (sp_id === '') return ok1(c, []);
      const rows = await db
        .select(cardColumns)
        .from(recommendations)
        .innerJoin(goods, eq(goods.id, recommendations.goodsId))
        .where(eq(recommendations.supplierId, Number(sp_id)))
        .orderBy(asc(recommendations.position));
      return ok1(c, await toCards(db, rows));
    });
}
