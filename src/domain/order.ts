/**
 * A buyer's order of goods (issue 23; docs/api.md "Orders") as the order calls answer it, and the
 * lines of a refusal. Only the order pages' code (lazy route chunks) loads it, never the detail
 * page's first load.
 */
import * as v from 'valibot';
import { Yuan } from './goods';

export const OrderStatus = v.picklist(['pending', 'paid', 'cancelled', 'expired']);
export type OrderStatus = v.InferOutput<typeof OrderStatus>;

export const GoodsOrderLine = v.object({
  goods_id: v.number(),
  sku_id: v.number(),
  title: v.string(),
  color: v.string(),
  size: v.string(),
  goods_sn: v.string(),
  price: Yuan,
  quantity: v.number(),
  line_total: Yuan,
});
export type GoodsOrderLine = v.InferOutput<typeof GoodsOrderLine>;

/**
 * An instant as the server writes it (Date#toISOString). Checked by its start only: valibot's
 * isoTimestamp and nullable would join the libraries every page loads first (vite.config.ts' libs
 * chunk), for a field only the order pages read.
 */
const Instant = v.pipe(v.string(), v.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d/));

export const GoodsOrder = v.object({
  order_no: v.string(),
  pay_no: v.string(),
  status: OrderStatus,
  total: Yuan,
  count: v.number(),
  created_at: Instant,
  expires_at: Instant,
  paid_at: v.nullish(Instant, null),
  closed_at: v.nullish(Instant, null),
  lines: v.array(GoodsOrderLine),
  /** only in the answer of an order made from the cart: the cart's item count after it */
  cart_count: v.optional(v.number()),
});
export type GoodsOrder = v.InferOutput<typeof GoodsOrder>;

/** Why an order was not made (HTTP 409, data.problems): each line named, nothing reserved. */
export const OrderProblem = v.variant('kind', [
  v.object({ kind: v.literal('gone'), sku_id: v.number(), goods_id: v.number(), text: v.string() }),
  v.object({
    kind: v.literal('short'),
    sku_id: v.number(),
    goods_id: v.number(),
    size: v.string(),
    color: v.string(),
    stock: v.number(),
    wanted: v.number(),
    text: v.string(),
  }),
  v.object({
    kind: v.literal('priceChanged'),
    sku_id: v.number(),
    goods_id: v.number(),
    size: v.string(),
    color: v.string(),
    old_price: Yuan,
    new_price: Yuan,
    text: v.string(),
  }),
]);
export type OrderProblem = v.InferOutput<typeof OrderProblem>;
