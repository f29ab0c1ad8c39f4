/**
 * Buyers' orders of goods (issue 23; docs/api.md "Orders"), all behind the bearer token and each
 * only for the buyer who owns the order (another buyer's order answers 404, like one that does
 * not exist, so numbers cannot be probed):
 * - POST /api/order/create {order_no, lines: [{goods_id, sku_id, quantity, price}], from_cart?}:
 *   the order made from the sizes and quantities alone; prices and stock are read from the
 *   database in the transaction that reserves the stock (server/orders/order-store.ts). `price` is
 *   the unit price the buyer was shown, only compared: a changed price refuses with both prices.
 *   The order number (spec §4) is the idempotency key: the same number again answers the same order.
 *   The app sends it as the Idempotency-Key header too (issue 24 item 8, server/http/idempotency.ts),
 *   so a retry after a lost answer is replayed byte for byte (Idempotent-Replayed: true).
 * - GET /api/order/detail?order_no= (none of that number, or another buyer's: HTTP 200, code 0
 *   订单不存在, so the confirm page's look-up before submitting is no failed load), GET /api/order/list;
 * - POST /api/order/cancel {order_no}: a pending order cancelled, its stock back;
 * - POST /api/order/pay {order_no}: the signed payment link for the order's total. Only the
 *   provider's signed notification (POST /api/pay/notify, payments.ts) marks it paid.
 * Pending orders past 30 minutes are expired (their stock returns) before every call.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { requireUser } from '../auth/guard';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1, refuse } from '../http/envelope';
import { yuan } from '../http/format';
import { withIdempotency } from '../http/idempotency';
import { Id, parseBody, parseQuery, Quantity } from '../http/validate';
import {
  closeOrder,
  createOrder,
  expireOrders,
  findOrderOf,
  listOrders,
  OrderNoReused,
  type OrderProblem,
  OrderRefused,
  type StoredGoodsOrder,
} from '../orders/order-store';
import { signPayLink } from '../payments/signing';
import { clientAddress } from '../security/config';
import { cartCount } from './cart';

export const MSG_ORDER_CREATED = '订单已提交';
export const MSG_GOODS_ORDER_NOT_FOUND = '订单不存在';
export const MSG_ORDER_NO_REUSED = '该订单号已用于其他商品，请回到商品页重新下单';
export const MSG_ORDER_NOT_PENDING: Record<'paid' | 'cancelled' | 'expired', string> = {
  paid: '订单已支付，无法再修改',
  cancelled: '订单已取消',
  expired: '订单已过期（超过 30 分钟未支付），库存已释放',
};
export const MSG_ORDER_CANCELLED = '订单已取消，库存已释放';

/** One line of a refusal, as the buyer reads it (issue 23: 尺码 60cm 库存不足，剩余 0 件). */
export function problemText(p: OrderProblem): string {
  if (p.kind === 'gone') return `商品 ${p.goodsId} 的尺码（编号 ${p.skuId}）已下架`;
  if (p.kind === 'short') return `${p.color} 尺码 ${p.size} 库存不足，剩余 ${p.stock} 件`;
  return `${p.color} 尺码 ${p.size} 价格已变动：￥${yuan(p.oldPriceFen)} → ￥${yuan(p.newPriceFen)}`;
}

/** The unit price the buyer was shown: yuan with two decimals, exactly as the catalogue writes it. */
const SeenPrice = v.pipe(
  v.string(),
  v.regex(/^\d{1,7}\.\d{2}$/),
  v.transform((text) => Number(text.replace('.', ''))),
);

/** spec §4's number: a millisecond timestamp plus 0–99, as digits */
export const BuyerOrderNo = v.pipe(v.string(), v.trim(), v.regex(/^\d{6,20}$/));
const MAX_ORDER_LINES = 2000;

export const CreateOrderBody = v.object({
  order_no: BuyerOrderNo,
  lines: v.pipe(
    v.array(v.object({ goods_id: Id, sku_id: Id, quantity: Quantity, price: SeenPrice })),
    v.minLength(1, '请选择商品'),
    v.maxLength(MAX_ORDER_LINES),
  ),
  from_cart: v.optional(v.boolean(), false),
});
export const OrderNoBody = v.object({ order_no: BuyerOrderNo });

/** A refused line as the answer names it (src/services/order-schemas.ts OrderProblem). */
function problemAnswer(p: OrderProblem) {
  const base = { kind: p.kind, sku_id: p.skuId, goods_id: p.goodsId, text: problemText(p) };
  if (p.kind === 'gone') return base;
  if (p.kind === 'short') return { ...base, size: p.size, color: p.color, stock: p.stock, wanted: p.wanted };
  return {
    ...base,
    size: p.size,
    color: p.color,
    old_price: yuan(p.oldPriceFen),
    new_price: yuan(p.newPriceFen),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order as every call answers it (src/services/schemas.ts GoodsOrder). */
export function orderAnswer(order: StoredGoodsOrder) {
  return {
    order_no: order.orderNo,
    pay_no: order.payNo,
    status: order.status,
    total: yuan(order.totalFen),
    count: order.lines.reduce((n, l) => n + l.quantity, 0),
    created_at: iso(order.createdAt),
    expires_at: iso(order.expiresAt),
    paid_at: iso(order.paidAt),
    closed_at: iso(order.closedAt),
    lines: order.lines.map((l) => ({
      goods_id: l.goodsId,
      sku_id: l.skuId,
      title: l.title,
      color: l.color,
      size: l.size,
      goods_sn: l.goodsSn,
      price: yuan(l.priceFen),
      quantity: l.quantity,
      line_total: yuan(l.priceFen * l.quantity),
    })),
  };
}

/** the text the payment page shows for an order */
export const payBody = (order: StoredGoodsOrder) =>
  `商品订单 ${order.orderNo}（共 ${order.lines.reduce((n, l) => n + l.quantity, 0)} 件）`;

export function orderRoutes({ db, clock, paymentSecret, securityLog, settings }: AppDeps) {
  const log = (
    c: Context,
    event: 'order.created' | 'order.refused' | 'order.cancelled',
    orderNo: string,
    outcome: string,
    userId: number,
  ) =>
    securityLog.event(event, {
      route: c.req.path,
      method: c.req.method,
      address: clientAddress(c, settings),
      userId,
      orderNo,
      outcome,
    });

  /** The buyer's own order, after the expiry sweep; 404 for any other. */
  async function ownOrder(userId: number, orderNo: string) {
    await expireOrders(db, clock());
    const order = await findOrderOf(db, userId, orderNo);
    if (!order) throw new ApiError(404, MSG_GOODS_ORDER_NOT_FOUND);
    return order;
  }

  const notPending = (order: StoredGoodsOrder) =>
    order.status === 'pending'
      ? null
      : new ApiError(409, MSG_ORDER_NOT_PENDING[order.status], { order: orderAnswer(order) });

  /** The order made from the request's lines, or the refusal naming each line that cannot be had. */
  async function createAnswer(c: Context, userId: number): Promise<Response> {
    const body = await parseBody(c, CreateOrderBody);
    await expireOrders(db, clock());
    try {
      const { order, created } = await createOrder(db, {
        userId,
        orderNo: body.order_no,
        fromCart: body.from_cart,
        now: clock(),
        lines: body.lines.map((l) => ({
          goodsId: l.goods_id,
          skuId: l.sku_id,
          quantity: l.quantity,
          seenPriceFen: l.price,
        })),
      });
      if (created) log(c, 'order.created', order.orderNo, `${yuan(order.totalFen)} yuan`, userId);
      // from the cart: the cart's count now, for the header (the ordered lines left it)
      const cart = body.from_cart ? { cart_count: await cartCount(db, userId) } : {};
      return ok1(c, { ...orderAnswer(order), ...cart }, MSG_ORDER_CREATED);
    } catch (error) {
      if (error instanceof OrderNoReused) throw new ApiError(422, MSG_ORDER_NO_REUSED);
      if (!(error instanceof OrderRefused)) throw error;
      log(c, 'order.refused', body.order_no, error.problems.map((p) => p.kind).join(','), userId);
      throw new ApiError(409, error.problems.map(problemText).join('；'), {
        problems: error.problems.map(problemAnswer),
      });
    }
  }

  return new Hono()
    .post('/api/order/create', async (c) => {
      const user = await requireUser(c, db);
      // a refusal (thrown) lets its key go, so 按新价格提交订单 or 按现有库存提交其余商品 may follow
      return withIdempotency(c, db, user.id, () => createAnswer(c, user.id));
    })
    .get('/api/order/detail', async (c) => {
      const user = await requireUser(c, db);
      const { order_no } = parseQuery(c, OrderNoBody);
      await expireOrders(db, clock());
      const order = await findOrderOf(db, user.id, order_no);
      // A look-up that finds nothing is an answer, not a failed load: the confirm page asks it of
      // every number before the order is submitted. Another buyer's order reads exactly the same.
      if (!order) return refuse(c, MSG_GOODS_ORDER_NOT_FOUND);
      return ok1(c, orderAnswer(order));
    })
    .get('/api/order/list', async (c) => {
      const user = await requireUser(c, db);
      await expireOrders(db, clock());
      const list = await listOrders(db, user.id, 100);
      return ok1(c, { orders: list.map(orderAnswer) });
    })
    .post('/api/order/cancel', async (c) => {
      const user = await requireUser(c, db);
      const { order_no } = await parseBody(c, OrderNoBody);
      const order = await ownOrder(user.id, order_no);
      const refusal = notPending(order);
      if (refusal) throw refusal;
      if (await closeOrder(db, { id: order.id }, 'cancelled', clock()))
        log(c, 'order.cancelled', order_no, 'cancelled by owner', user.id);
      const now = await ownOrder(user.id, order_no);
      if (now.status !== 'cancelled') throw notPending(now) ?? new ApiError(409, MSG_ORDER_NOT_PENDING.paid);
      return ok1(c, orderAnswer(now), MSG_ORDER_CANCELLED);
    })
    .post('/api/order/pay', async (c) => {
      const user = await requireUser(c, db);
      const { order_no } = await parseBody(c, OrderNoBody);
      const order = await ownOrder(user.id, order_no);
      const refusal = notPending(order);
      if (refusal) throw refusal;
      // the link lives as long as the order may be paid
      const expires = Math.floor(order.expiresAt.getTime() / 1000);
      const sign = signPayLink(paymentSecret, { order_no: order.payNo, moneyFen: order.totalFen, expires });
      return ok1(c, {
        pay_no: order.payNo,
        money: yuan(order.totalFen),
        body: payBody(order),
        expires,
        sign,
      });
    });
}
