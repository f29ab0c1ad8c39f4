/**
 * The order calls' answers (issue 23; docs/api.md "Orders"), shared by the app and the server
 * tests like schemas.ts, but apart from it: only the order pages' code (lazy route chunks) loads
 * them, never the detail page's first load. The order itself is src/domain/order.ts.
 */
import * as v from 'valibot';
import { Yuan } from '@/domain/goods';
import { GoodsOrder, OrderProblem } from '@/domain/order';

export type { GoodsOrder, GoodsOrderLine, OrderProblem, OrderStatus } from '@/domain/order';

/** Why an order was not made (HTTP 409, data.problems): each line named, nothing reserved. */
export const OrderRefusal = v.object({
  code: v.literal(0),
  msg: v.string(),
  data: v.object({ problems: v.pipe(v.array(OrderProblem), v.minLength(1)) }),
});

const ok1 = <T extends v.GenericSchema>(data: T) =>
  v.object({ code: v.literal(1), msg: v.optional(v.string(), ''), data });

export const GoodsOrderResponse = ok1(GoodsOrder);
export const GoodsOrderListResponse = ok1(v.object({ orders: v.array(GoodsOrder) }));
/** The signed payment link of an order: its pay number and total (yuan text), expiry and signature. */
export const OrderPayResponse = ok1(
  v.object({ pay_no: v.string(), money: Yuan, body: v.string(), expires: v.number(), sign: v.string() }),
);
export type OrderPayLink = v.InferOutput<typeof OrderPayResponse>['data'];
