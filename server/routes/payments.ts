/**
 * Our side of the qualification payment (spec §4, §6, §9: 100 yuan; issue 24 item 1).
 * - POST /api/pay/create {sid} (bearer): a pending order, and the signed link (expires, sign)
 *   that lets the provider's page show it to whoever the owner hands it to: the new tab.
 * - GET /api/pay/status?order_no= (bearer, own orders only).
 * - POST /api/pay/cancel {order_no} (bearer, own pending orders only).
 * - POST /api/pay/notify {order_no, amount, status, sign}: the provider's notification, the ONLY
 *   thing that marks an order paid (or cancelled at the provider). Signed with PAYMENT_SECRET
 *   over order number, amount and status (constant-time compare), amount compared with the
 *   order's, idempotent (a repeated notification answers the same and changes nothing).
 * A pending order expires after 30 minutes; a buyer holds at most 3 pending orders per supplier.
 * The provider's own pages are server/payments/provider.ts.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { requireUser } from '../auth/guard';
import type { Db } from '../db/client';
import { payments, suppliers, users } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1 } from '../http/envelope';
import { yuan } from '../http/format';
import { withIdempotency } from '../http/idempotency';
import {
  holdsControlCharacter,
  Id,
  MSG_CONTROL_CHARACTER,
  parseBody,
  parseQuery,
  readBody,
} from '../http/validate';
import { notifyGoodsOrder } from '../orders/order-payment';
import type { PayOrder } from '../pages/pay-page';
import { notificationSigned, signPayLink } from '../payments/signing';
import { clientAddress } from '../security/config';
import { MSG_SUPPLIER_NOT_FOUND } from './supplier';

/** the price of a supplier's qualification, in yuan (spec §9) */
export const QUALIFICATION_PRICE = 100;
export const MSG_ORDER_NOT_FOUND = '订单不存在';
export const MSG_TOO_MANY_PENDING = '待支付的订单过多，请先完成或取消已有订单';
export const MSG_BAD_SIGNATURE = '支付通知签名无效';
export const MSG_AMOUNT_MISMATCH = '支付金额与订单金额不一致';
export const MSG_ORDER_SETTLED = '订单状态已变更，无法再修改';

/** a pending order is payable this long (issue 24: 30 minutes) */
export const ORDER_LIFETIME_MS = 30 * 60 * 1000;
/** pending orders one buyer may hold for one supplier at a time */
export const MAX_PENDING_PER_SUPPLIER = 3;

export const OrderNo = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{1,64}$/));

export const CreateBody = v.object({ sid: Id });
/** the order of a status query or of the owner's cancel */
export const OrderQuery = v.object({ order_no: OrderNo });

export const NotificationBody = v.object({
  order_no: OrderNo,
  amount: v.pipe(v.string(), v.regex(/^\d{1,9}\.\d{2}$/)),
  status: v.picklist(['paid', 'cancelled']),
  sign: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});

const newOrderNo = (now: number) => `QP${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export type StoredOrder = PayOrder & { userId: number; createdAt: Date };

export async function findOrder(db: Db, orderNo: string): Promise<StoredOrder | null> {
  const [row] = await db
    .select({
      orderNo: payments.orderNo,
      body: payments.body,
      moneyFen: payments.moneyFen,
      status: payments.status,
      userId: payments.userId,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderNo, orderNo));
  return row ?? null;
}

/** When the signed link of an order stops working: its expiry, in seconds since the epoch. */
export const linkExpiry = (order: { createdAt: Date }) =>
  Math.floor((order.createdAt.getTime() + ORDER_LIFETIME_MS) / 1000);

export function paymentRoutes({ db, settings, securityLog, paymentSecret, clock }: AppDeps) {
  const log = (
    c: Context,
    event: Parameters<typeof securityLog.event>[0],
    orderNo: string,
    outcome: string,
    userId?: number,
  ) =>
    securityLog.event(event, {
      route: c.req.path,
      method: c.req.method,
      address: clientAddress(c, settings),
      userId: userId ?? null,
      orderNo,
      outcome,
    });

  /** Pending orders older than their lifetime become cancelled; each is logged as expired. */
  async function expireStale(c: Context) {
    const expired = await db
      .update(payments)
      .set({ status: 'cancelled', cancelledAt: new Date(clock()) })
      .where(
        and(eq(payments.status, 'pending'), lte(payments.createdAt, new Date(clock() - ORDER_LIFETIME_MS))),
      )
      .returning({ orderNo: payments.orderNo, userId: payments.userId });
    for (const order of expired) log(c, 'payment.expired', order.orderNo, 'expired', order.userId);
  }

  /** Moves a pending order to `status`; false when it was not pending any more. */
  async function settle(orderNo: string, status: 'paid' | 'cancelled'): Promise<boolean> {
    const now = new Date(clock());
    const changed = await db
      .update(payments)
      .set(status === 'paid' ? { status, paidAt: now } : { status, cancelledAt: now })
      .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    return changed.length > 0;
  }

  return new Hono()
    .post('/api/pay/create', async (c) => {
      const user = await requireUser(c, db);
      const { sid } = await parseBody(c, CreateBody);
      return withIdempotency(c, db, user.id, async () => {
        const [supplier] = await db
          .select({ name: suppliers.name })
          .from(suppliers)
          .where(eq(suppliers.id, sid));
        if (!supplier) throw new ApiError(404, MSG_SUPPLIER_NOT_FOUND);
        await expireStale(c);
        const body = `查看供应商资质：${supplier.name}`;
        const created = await db.transaction(async (tx) => {
          // one buyer's creations run one at a time, so the cap holds under concurrent clicks
          await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
          const [pending] = await tx
            .select({ n: count() })
            .from(payments)
            .where(
              and(
                eq(payments.userId, user.id),
                eq(payments.supplierId, sid),
                eq(payments.status, 'pending'),
                gt(payments.createdAt, new Date(clock() - ORDER_LIFETIME_MS)),
              ),
            );
          if ((pending?.n ?? 0) >= MAX_PENDING_PER_SUPPLIER) return null;
          // an order number is time plus 6 random digits; a clash is retried rather than trusted away
          for (let attempt = 0; attempt < 5; attempt++) {
            const now = clock();
            const [row] = await tx
              .insert(payments)
              .values({
                orderNo: newOrderNo(now),
                userId: user.id,
                supplierId: sid,
                moneyFen: QUALIFICATION_PRICE * 100,
                body,
                createdAt: new Date(now),
              })
              .onConflictDoNothing()
              .returning({
                orderNo: payments.orderNo,
                moneyFen: payments.moneyFen,
                createdAt: payments.createdAt,
              });
            if (row) return row;
          }
          throw new ApiError(503, '订单创建失败，请稍后再试');
        });
        if (!created) {
          log(c, 'payment.refused', '', 'too many pending orders', user.id);
          throw new ApiError(429, MSG_TOO_MANY_PENDING);
        }
        log(c, 'payment.created', created.orderNo, 'pending', user.id);
        const expires = linkExpiry(created);
        const sign = signPayLink(paymentSecret, {
          order_no: created.orderNo,
          moneyFen: created.moneyFen,
          expires,
        });
        return ok1(c, { order_no: created.orderNo, money: QUALIFICATION_PRICE, body, expires, sign });
      });
    })
    .get('/api/pay/status', async (c) => {
      const user = await requireUser(c, db);
      const { order_no } = parseQuery(c, OrderQuery);
      await expireStale(c);
      const order = await findOrder(db, order_no);
      if (!order || order.userId !== user.id) throw new ApiError(404, MSG_ORDER_NOT_FOUND);
      return ok1(c, { order_no: order.orderNo, status: order.status });
    })
    .post('/api/pay/cancel', async (c) => {
      const user = await requireUser(c, db);
      const { order_no } = await parseBody(c, OrderQuery);
      const order = await findOrder(db, order_no);
      if (!order || order.userId !== user.id) throw new ApiError(404, MSG_ORDER_NOT_FOUND);
      if (await settle(order_no, 'cancelled'))
        log(c, 'payment.cancelled', order_no, 'cancelled by owner', user.id);
      const now = await findOrder(db, order_no);
      if (now?.status !== 'cancelled') throw new ApiError(409, MSG_ORDER_SETTLED);
      return ok1(c, { order_no, status: now.status }, '已取消支付');
    })
    .post('/api/pay/notify', async (c) => {
      const body = await readBody(c);
      if (holdsControlCharacter(body)) throw new ApiError(400, MSG_CONTROL_CHARACTER);
      const input = v.safeParse(NotificationBody, body);
      if (!input.success) throw new ApiError(400, '支付通知格式不正确');
      const { sign, ...notification } = input.output;
      if (!notificationSigned(paymentSecret, notification, sign)) {
        log(c, 'payment.refused', notification.order_no, 'bad signature');
        throw new ApiError(401, MSG_BAD_SIGNATURE);
      }
      await expireStale(c);
      const order = await findOrder(db, notification.order_no);
      if (!order) {
        // not a qualification payment: a goods order's (issue 23), or nothing
        const goodsOrder = await notifyGoodsOrder(db, notification, clock());
        if (!goodsOrder) throw new ApiError(404, MSG_ORDER_NOT_FOUND);
        if (goodsOrder.changed)
          log(
            c,
            goodsOrder.status === 'paid' ? 'payment.settled' : 'payment.cancelled',
            notification.order_no,
            goodsOrder.status,
            goodsOrder.userId,
          );
        return ok1(c, {
          order_no: notification.order_no,
          status: goodsOrder.status,
          changed: goodsOrder.changed,
        });
      }
      if (notification.amount !== yuan(order.moneyFen)) {
        log(
          c,
          'payment.refused',
          order.orderNo,
          `amount ${notification.amount} ≠ ${yuan(order.moneyFen)}`,
          order.userId,
        );
        throw new ApiError(400, MSG_AMOUNT_MISMATCH);
      }
      if (await settle(order.orderNo, notification.status)) {
        log(
          c,
          notification.status === 'paid' ? 'payment.settled' : 'payment.cancelled',
          order.orderNo,
          notification.status,
          order.userId,
        );
        return ok1(c, { order_no: order.orderNo, status: notification.status, changed: true });
      }
      // not pending any more: the same notification again is fine, a contrary one is refused
      const now = await findOrder(db, order.orderNo);
      if (now?.status === notification.status)
        return ok1(c, { order_no: now.orderNo, status: now.status, changed: false });
      log(
        c,
        'payment.refused',
        order.orderNo,
        `${notification.status} on a ${now?.status} order`,
        order.userId,
      );
      throw new ApiError(409, MSG_ORDER_SETTLED);
    });
}
