/**
 * The cart: POST /api/rbh/cart/save (spec §7), GET /api/rbh/cart/list, and the cart page's
 * POST /api/rbh/cart/update and /api/rbh/cart/remove.
 *
 * goods_spec is JSON text of CartSpecLine; only the sku id and goods_num (the quantity) are
 * believed, everything else the page sent is display data and is re-read from the database.
 * Each line must be a sku of that goods with 1 ≤ goods_num ≤ stock; an added quantity is summed
 * with what the cart already holds and capped at the stock.
 *
 * Update and remove name a cart line by its id. A line of another buyer answers 404 exactly like
 * a line that does not exist, so that line ids cannot be probed for other buyers' carts.
 */
import { and, asc, eq, inArray, sql, sum } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireUid, requireUser } from '../auth/guard';
import type { Db } from '../db/client';
import { cartLines, colourGroups, goods, media, skus, suppliers } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ApiError, ok200 } from '../http/envelope';
import { mediaUrlPath, yuan } from '../http/format';
import { withIdempotency } from '../http/idempotency';
import { Id, MAX_ID, parse, parseBody, Quantity, Uid } from '../http/validate';
import { coversOf } from './goods-cards';
import { MSG_GOODS_NOT_FOUND } from './goods-detail';

export const MSG_SELECT_GOODS = '请选择商品';
export const MSG_CART_SAVED = '加入购物车成功';
export const MSG_DIRECT_SHIP_ONLY = '该商品仅支持1688直发，不能加入购物车';
export const MSG_BAD_SPEC = '商品规格数据不正确';
export const MSG_LINE_NOT_FOUND = '购物车中没有这件商品';
export const MSG_LINE_UPDATED = '数量已修改';
export const MSG_LINE_REMOVED = '已从购物车删除';
export const MSG_MIN_ONE = '数量至少为 1 件，不需要请删除';
const MAX_LINES = 2000;

export const SaveBody = v.object({
  uid: Uid,
  goods_id: Id,
  goods_spec: v.union([v.string(), v.array(v.unknown())]),
});

/**
 * A line of goods_spec as the server believes it: the sku id and the quantity, both integers in
 * 1..2^31-1 (F2: an id of 2.5, 2^31 or 1e300 reached PostgreSQL and answered 500). The page's other
 * fields (size, price, …) are display data and are dropped.
 */
const SpecLine = v.object({ id: Id, goods_num: Quantity, num: v.optional(Quantity) });
export const SpecLines = v.pipe(v.array(SpecLine), v.minLength(1, MSG_SELECT_GOODS), v.maxLength(MAX_LINES));

/** A quantity as a number or digits; its bounds are checked against the line's stock below. */
const GoodsNum = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d{1,9}$/), v.transform(Number))]),
  v.integer(),
  v.minValue(-MAX_ID),
  v.maxValue(MAX_ID),
);
export const UpdateBody = v.object({ uid: Uid, id: Id, goods_num: GoodsNum });
export const RemoveBody = v.object({ uid: Uid, id: Id });

/** The 400 of a quantity above what a size has: the limit is named, or the size is sold out. */
const stockRefusal = (size: string, stock: number) =>
  new ApiError(400, stock > 0 ? `${size} 库存不足，最多 ${stock} 件` : `${size} 已售罄`);

function readSpec(spec: string | unknown[]) {
  let lines: unknown = spec;
  if (typeof spec === 'string') {
    try {
      lines = JSON.parse(spec);
    } catch {
      throw new ApiError(400, MSG_BAD_SPEC);
    }
  }
  if (Array.isArray(lines) && lines.length === 0) throw new ApiError(400, MSG_SELECT_GOODS);
  return parse(SpecLines, lines, MSG_BAD_SPEC);
}

export async function cartCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sum(cartLines.quantity).mapWith(Number) })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return row?.n ?? 0;
}

export function cartRoutes({ db }: AppDeps) {
  return new Hono()
    .post('/api/rbh/cart/save', async (c) => {
      const body = await parseBody(c, SaveBody);
      const user = await requireUid(c, db, body.uid);
      const lines = readSpec(body.goods_spec);
      return withIdempotency(c, db, user.id, async () => {
        const [target] = await db
          .select({ id: goods.id, shippingType: suppliers.shippingType })
          .from(goods)
          .innerJoin(suppliers, eq(suppliers.id, goods.supplierId))
          .where(eq(goods.id, body.goods_id));
        if (!target) throw new ApiError(404, MSG_GOODS_NOT_FOUND);
        if (target.shippingType === 2) throw new ApiError(400, MSG_DIRECT_SHIP_ONLY);

        const wanted = new Map<number, number>();
        for (const line of lines) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.goods_num);
        const stock = await db
          .select({ id: skus.id, size: skus.size, stock: skus.stock })
          .from(skus)
          .innerJoin(colourGroups, eq(colourGroups.id, skus.colourGroupId))
          .where(and(eq(colourGroups.goodsId, target.id), inArray(skus.id, [...wanted.keys()])));
        const known = new Map(stock.map((s) => [s.id, s]));
        for (const [skuId, quantity] of wanted) {
          const sku = known.get(skuId);
          if (!sku) throw new ApiError(400, `规格 ${skuId} 不属于该商品`);
          if (quantity > sku.stock) throw stockRefusal(sku.size, sku.stock);
        }

        await db
          .insert(cartLines)
          .values(
            [...wanted].map(([skuId, quantity]) => ({
              userId: user.id,
              goodsId: target.id,
              skuId,
              quantity,
            })),
          )
          .onConflictDoUpdate({
            target: [cartLines.userId, cartLines.skuId],
            set: {
              quantity: sql`least(${cartLines.quantity} + excluded.quantity, (select ${skus.stock} from ${skus} where ${skus.id} = excluded.sku_id))`,
              updatedAt: sql`now()`,
            },
          });
        return ok200(c, { count: await cartCount(db, user.id) }, MSG_CART_SAVED);
      });
    })
    .post('/api/rbh/cart/update', async (c) => {
      const body = await parseBody(c, UpdateBody);
      const user = await requireUid(c, db, body.uid);
      const [line] = await db
        .select({ id: cartLines.id, size: skus.size, stock: skus.stock })
        .from(cartLines)
        .innerJoin(skus, eq(skus.id, cartLines.skuId))
        .where(and(eq(cartLines.id, body.id), eq(cartLines.userId, user.id)));
      if (!line) throw new ApiError(404, MSG_LINE_NOT_FOUND);
      if (body.goods_num < 1) throw new ApiError(400, MSG_MIN_ONE);
      if (body.goods_num > line.stock) throw stockRefusal(line.size, line.stock);
      await db
        .update(cartLines)
        .set({ quantity: body.goods_num, updatedAt: sql`now()` })
        .where(eq(cartLines.id, line.id));
      return ok200(c, { count: await cartCount(db, user.id) }, MSG_LINE_UPDATED);
    })
    .post('/api/rbh/cart/remove', async (c) => {
      const body = await parseBody(c, RemoveBody);
      const user = await requireUid(c, db, body.uid);
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, body.id), eq(cartLines.userId, user.id)))
        .returning({ id: cartLines.id });
      if (removed.length === 0) throw new ApiError(404, MSG_LINE_NOT_FOUND);
      return ok200(c, { count: await cartCount(db, user.id) }, MSG_LINE_REMOVED);
    })
    .get('/api/rbh/cart/list', async (c) => {
      const user = await requireUser(c, db);
      const rows = await db
        .select({
          id: cartLines.id,
          goodsId: cartLines.goodsId,
          skuId: cartLines.skuId,
          title: goods.title,
          color: colourGroups.color,
          colourPosition: colourGroups.position,
          size: skus.size,
          goodsSn: skus.goodsSn,
          priceFen: skus.priceFen,
          quantity: cartLines.quantity,
          stock: skus.stock,
        })
        .from(cartLines)
        .innerJoin(skus, eq(skus.id, cartLines.skuId))
        .innerJoin(colourGroups, eq(colourGroups.id, skus.colourGroupId))
        .innerJoin(goods, eq(goods.id, cartLines.goodsId))
        .where(eq(cartLines.userId, user.id))
        .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
      const goodsIds = [...new Set(rows.map((r) => r.goodsId))];
      const thumbnails = goodsIds.length
        ? await db
            .select()
            .from(media)
            .where(and(inArray(media.goodsId, goodsIds), eq(media.role, 'thumbnail')))
        : [];
      const covers = await coversOf(db, goodsIds);
      const thumbnailOf = (goodsId: number, position: number) => {
        const file =
          thumbnails.find((m) => m.goodsId === goodsId && m.position === position) ?? covers.get(goodsId);
        return file ? mediaUrlPath(file) : '';
      };
      const lines = rows.map((r) => ({
        id: r.id,
        goods_id: r.goodsId,
        sku_id: r.skuId,
        PName: r.title,
        color: r.color,
        size: r.size,
        goods_sn: r.goodsSn,
        price: yuan(r.priceFen),
        goods_num: r.quantity,
        stock: r.stock,
        thumbnail: thumbnailOf(r.goodsId, r.colourPosition),
      }));
      return ok200(c, { lines, count: lines.reduce((n, line) => n + line.goods_num, 0) });
    });
}
