/**
 * Goods cards (GoodsCard of src/services/schemas.ts) and pages of them, shared by the recommended,
 * similar, search, shop and catalogue calls. A card's picture is the goods' main image, or the
 * poster when the main media is a video.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { GoodsCard, GoodsPage } from '../../src/domain/goods';
import type { Db } from '../db/client';
import { goods, media } from '../db/schema';
import { mediaUrlPath, type StoredMedia, yuan } from '../http/format';

export const cardColumns = {
  id: goods.id,
  title: goods.title,
  priceFen: goods.priceFen,
  displayCount: goods.displayCount,
};

type CardRow = { id: number; title: string; priceFen: number | null; displayCount: number };

/**
 * The cover of each goods: its main image, or the poster when the main media is a video.
 * Goods without a cover are absent from the map.
 */
export async function coversOf(db: Db, goodsIds: number[]): Promise<Map<number, StoredMedia>> {
  const covers = new Map<number, StoredMedia>();
  if (goodsIds.length === 0) return covers;
  const rows = await db
    .select({
      goodsId: media.goodsId,
      role: media.role,
      isVideo: media.isVideo,
      isEncry: media.isEncry,
      path: media.path,
      fname: media.fname,
    })
    .from(media)
    .where(
      and(inArray(media.goodsId, goodsIds), inArray(media.role, ['main', 'poster']), eq(media.position, 0)),
    );
  for (const row of rows) {
    if (row.role === 'poster' || (!row.isVideo && !covers.has(row.goodsId))) covers.set(row.goodsId, row);
  }
  return covers;
}

/** Cards for rows already selected with `cardColumns`, in the rows' order. */
export async function toCards(db: Db, rows: CardRow[]): Promise<GoodsCard[]> {
  const covers = await coversOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => {
    const cover = covers.get(r.id);
    if (!cover) return [];
    return [
      {
        ID: r.id,
        Picture: mediaUrlPath(cover),
        PName: r.title,
        Price: r.priceFen === null ? '' : yuan(r.priceFen),
        PClickCount: r.displayCount,
      },
    ];
  });
}

/** A page of goods matching `where`, newest first. */
export async function goodsPage(
  db: Db,
  where: SQL | undefined,
  page: number,
  size: number,
): Promise<GoodsPage> {
  const [total] = await db.select({ n: count() }).from(goods).where(where);
  const rows = await db
    .select(cardColumns)
    .from(goods)
    .where(where)
    .orderBy(desc(goods.publishedAt), desc(goods.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list: await toCards(db, rows), totalCount: total?.n ?? 0, page, size };
}
