/**
 * The payment sandbox that unlocks a supplier's qualification (spec §4, §6, §9: 100 yuan).
 * API: POST /api/pay/create {sid} and GET /api/pay/status?order_no= (bearer, own orders only).
 * Pages: GET /pay?order_no=&money=100&body=… with 确认支付 / 取消, posting to /pay/confirm and
 * /pay/cancel. Only a pending order changes: a replayed confirmation finds it paid and changes nothing.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { requireUser } from '../auth/guard';
import type { Db } from '../db/client';
import { payments, suppliers } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { ApiError, ok1 } from '../http/envelope';
import { Id, parseBody, parseQuery, readBody } from '../http/validate';
import { type PayOrder, payErrorPage, payPage, payResultPage } from '../pages/pay-page';
import { MSG_SUPPLIER_NOT_FOUND } from './supplier';

/** the price of a supplier's qualification, in yuan (spec §9) */
export const QUALIFICATION_PRICE = 100;
export const MSG_ORDER_NOT_FOUND = '订单不存在';

export const OrderNo = v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{1,64}$/));

const newOrderNo = () => `QP${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

async function findOrder(db: Db, orderNo: string): Promise<(PayOrder & { userId: number }) | null> {
  const [row] = await db
    .select({
      orderNo: payments.orderNo,
      body: payments.body,
      moneyFen: payments.moneyFen,
      status: payments.status,
      userId: payments.userId,
    })
    .from(payments)
    .where(eq(payments.orderNo, orderNo));
  return row ?? null;
}

/** Moves a pending order to `status`; false when it was not pending (already paid or cancelled). */
async function settle(db: Db, orderNo: string, status: 'paid' | 'cancelled'): Promise<boolean> {
  const now = new Date();
  const changed = await db
    .update(payments)
    .set(status === 'paid' ? { status, paidAt: now } : { status, cancelledAt: now })
    .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return changed.length > 0;
}

/** The order_no of a page's form or query, or null when it is missing or malformed. */
const orderNoOf = (input: unknown) => {
  const result = v.safeParse(v.object({ order_no: OrderNo }), input);
  return result.success ? result.output.order_no : null;
};

const moneyMatches = (money: string | undefined, moneyFen: number) =>
  money !== undefined && /^\d{1,9}(\.\d{1,2})?$/.test(money) && Math.round(Number(money) * 100) === moneyFen;

export function paymentRoutes({ db }: AppDeps) {
  return new Hono()
    .post('/api/pay/create', async (c) => {
      const user = await requireUser(c, db);
      const { sid } = await parseBody(c, v.object({ sid: Id }));
      const [supplier] = await db
        .select({ name: suppliers.name })
        .from(suppliers)
        .where(eq(suppliers.id, sid));
      if (!supplier) throw new ApiError(404, MSG_SUPPLIER_NOT_FOUND);
      const body = `查看供应商资质：${supplier.name}`;
      // an order number is time plus 6 random digits; a clash is retried rather than trusted away
      for (let attempt = 0; attempt < 5; attempt++) {
        const orderNo = newOrderNo();
        const created = await db
          .insert(payments)
          .values({ orderNo, userId: user.id, supplierId: sid, moneyFen: QUALIFICATION_PRICE * 100, body })
          .onConflictDoNothing()
          .returning({ orderNo: payments.orderNo });
        if (created.length) return ok1(c, { order_no: orderNo, money: QUALIFICATION_PRICE, body });
      }
      throw new ApiError(503, '订单创建失败，请稍后再试');
    })
    .get('/api/pay/status', async (c) => {
      const user = await requireUser(c, db);
      const { order_no } = parseQuery(c, v.object({ order_no: OrderNo }));
      const order = await findOrder(db, order_no);
      if (!order || order.userId !== user.id) throw new ApiError(404, MSG_ORDER_NOT_FOUND);
      return ok1(c, { order_no: order.orderNo, status: order.status });
    })
    .get('/pay', async (c) => {
      const orderNo = orderNoOf(c.req.query());
      if (!orderNo) return c.html(payErrorPage('订单号有误', '缺少订单号或订单号格式不正确。'), 400);
      const order = await findOrder(db, orderNo);
      if (!order)
        return c.html(
          payErrorPage(MSG_ORDER_NOT_FOUND, `找不到订单 ${orderNo}，请返回商品页重新发起支付。`),
          404,
        );
      if (!moneyMatches(c.req.query('money'), order.moneyFen)) {
        return c.html(
          payErrorPage('支付金额不正确', '支付金额与订单金额不一致，请返回商品页重新发起支付。'),
          400,
        );
      }
      return c.html(payPage(order));
    })
    .post('/pay/confirm', async (c) => {
      const orderNo = orderNoOf(await readBody(c));
      const changed = orderNo !== null && (await settle(db, orderNo, 'paid'));
      // read after settling, so that a concurrent confirmation is reported as it ended
      const order = orderNo ? await findOrder(db, orderNo) : null;
      if (!order) return c.html(payErrorPage(MSG_ORDER_NOT_FOUND, '找不到该订单。'), 404);
      if (changed)
        return c.html(payResultPage('支付成功', order, '支付成功！请返回商品页查看供应商资质。', true));
      if (order.status === 'paid') return c.html(payPage(order));
      return c.html(payResultPage('该订单已取消', order, '该订单已取消，无法支付。', false), 409);
    })
    .post('/pay/cancel', async (c) => {
      const orderNo = orderNoOf(await readBody(c));
      const changed = orderNo !== null && (await settle(db, orderNo, 'cancelled'));
      const order = orderNo ? await findOrder(db, orderNo) : null;
      if (!order) return c.html(payErrorPage(MSG_ORDER_NOT_FOUND, '找不到该订单。'), 404);
      if (changed) return c.html(payResultPage('已取消支付', order, '已取消支付。', false));
      if (order.status === 'cancelled') return c.html(payPage(order));
      return c.html(payResultPage('该订单已支付', order, '该订单已支付，无法取消。', true), 409);
    });
}
