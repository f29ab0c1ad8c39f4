/**
 * A goods order as the payment provider sees it, and the provider's signed notification applied
 * to it (issue 23 item 3). The provider knows orders by their pay number (GO…, beside the
 * qualification's QP… numbers, server/routes/payments.ts, which hands a notification here when
 * the number is not one of its own). Only a notification signed with PAYMENT_SECRET, checked by
 * that route before it gets here, moves an order to paid.
 */
import type { Db } from '../db/client';
import { ApiError } from '../http/envelope';
import { yuan } from '../http/format';
import type { PayOrder } from '../pages/pay-page';
import type { PaymentNotification } from '../payments/signing';
import { payBody } from '../routes/orders';
import { closeOrder, expireOrders, findOrderByPayNo } from './order-store';

export const MSG_AMOUNT_NOT_ORDER_TOTAL = '支付金额与订单金额不一致';
export const MSG_GOODS_ORDER_CLOSED = '订单状态已变更，无法再修改';

/** The order behind a pay number, in the provider's three states (an expired order is cancelled to it). */
export async function goodsOrderForProvider(db: Db, payNo: string, now: number): Promise<PayOrder | null> {
  await expireOrders(db, now);
  const order = await findOrderByPayNo(db, payNo);
  if (!order) return null;
  return {
    orderNo: order.payNo,
    body: payBody(order),
    moneyFen: order.totalFen,
    status: order.status === 'expired' ? 'cancelled' : order.status,
    goods: true,
  };
}

/**
 * Applies a signed notification to the goods order it names: null when no goods order has that
 * number; `changed` false for the same notification again; 400 for another amount than the
 * order's total, 409 for a contrary one (paid after cancel or expiry, cancel after pay).
 */
export async function notifyGoodsOrder(
  db: Db,
  notification: PaymentNotification,
  now: number,
): Promise<{ status: 'paid' | 'cancelled'; changed: boolean; userId: number } | null> {
  await expireOrders(db, now);
  const order = await findOrderByPayNo(db, notification.order_no);
  if (!order) return null;
  if (notification.amount !== yuan(order.totalFen)) throw new ApiError(400, MSG_AMOUNT_NOT_ORDER_TOTAL);
  if (await closeOrder(db, { id: order.id }, notification.status, now))
    return { status: notification.status, changed: true, userId: order.userId };
  const after = await findOrderByPayNo(db, notification.order_no);
  if (after?.status === notification.status)
    return { status: notification.status, changed: false, userId: order.userId };
  throw new ApiError(409, MSG_GOODS_ORDER_CLOSED);
}
