/**
 * The order calls (issue 23; docs/api.md "Orders"), loaded only with the order pages.
 * - submitOrder: POST /api/order/create with the order number of spec §4, which is the order's
 *   idempotency key on the server, so the one retry after a lost answer, a double click or a
 *   second tab all answer the same order. A 409 with lines becomes an OrderRefusedError naming them.
 * - fetchOrder: the buyer's order, or null when the server has none of that number (code 0).
 * - startOrderPayment: the payment tab opened within the click, then sent to the signed link.
 */
import * as v from 'valibot';
import { laterText } from '@/copy/later-text';
import type { OrderLine } from '@/domain/cart';
import { OrderProblem } from '@/domain/order';
import { fenToYuan, yuanToFen } from '@/rules/money';
import { ApiError } from './api-error';
import { bases } from './config';
import { clients, get, post, request } from './http';
import {
  type GoodsOrder,
  GoodsOrderListResponse,
  GoodsOrderResponse,
  type OrderPayLink,
  OrderPayResponse,
} from './order-schemas';

/** A 409 of order creation: the lines that could not be filled or changed price; nothing was reserved. */
export class OrderRefusedError extends ApiError {
  constructor(
    message: string,
    readonly problems: OrderProblem[],
  ) {
    super('http', message, 409);
  }
}

const Problems = v.object({ problems: v.pipe(v.array(OrderProblem), v.minLength(1)) });

/** The draft's lines as the server takes them: goods, size, quantity and the price the buyer saw. */
export const orderRequestLines = (lines: readonly OrderLine[]) =>
  lines.map((line) => ({
    goods_id: line.goods_id,
    sku_id: line.id,
    quantity: line.goods_num,
    // the server compares the price in its own form, yuan with two decimals ('7.4' is '7.40')
    price: fenToYuan(yuanToFen(line.price) ?? 0),
  }));

export async function submitOrder(
  input: { orderNo: string; lines: readonly OrderLine[]; fromCart: boolean },
  signal?: AbortSignal,
): Promise<GoodsOrder> {
  try {
    const answer = await request(clients.site, '/api/order/create', GoodsOrderResponse, {
      method: 'POST',
      body: { order_no: input.orderNo, lines: orderRequestLines(input.lines), from_cart: input.fromCart },
      signal,
      // safe to send twice: the order number is its idempotency key, so a retry answers the same
      // order; sent as the Idempotency-Key too, a retry after a lost answer gets that answer again
      retry: 1,
      headers: { 'Idempotency-Key': input.orderNo },
    });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const found = v.safeParse(Problems, error.data);
      if (found.success) throw new OrderRefusedError(error.message, found.output.problems);
    }
    throw error;
  }
}

export async function fetchOrder(orderNo: string, signal?: AbortSignal): Promise<GoodsOrder | null> {
  try {
    return (await get(clients.site, '/api/order/detail', { order_no: orderNo }, GoodsOrderResponse, signal))
      .data;
  } catch (error) {
    // code 0 订单不存在: the buyer has no order of that number (not submitted yet)
    if (error instanceof ApiError && (error.kind === 'rejected' || error.status === 404)) return null;
    throw error;
  }
}

export async function fetchOrders(signal?: AbortSignal): Promise<GoodsOrder[]> {
  return (await get(clients.site, '/api/order/list', {}, GoodsOrderListResponse, signal)).data.orders;
}

export async function cancelOrder(orderNo: string, signal?: AbortSignal): Promise<GoodsOrder> {
  return (await post(clients.site, '/api/order/cancel', { order_no: orderNo }, GoodsOrderResponse, signal))
    .data;
}

/** The provider's page for the order's total, with its signed link. */
export function orderPayUrl(link: OrderPayLink, host = bases.payHost): string {
  const query = new URLSearchParams({
    order_no: link.pay_no,
    money: link.money,
    body: link.body,
    expires: String(link.expires),
    sign: link.sign,
  });
  return `${host}/pay?${query}`;
}

/**
 * 去支付: opens a blank tab SYNCHRONOUSLY (inside the click; a fromPromise actor runs up to its first
 * await at once), asks for the signed link, then sends the tab there. `opened` false: the tab was
 * blocked, and the page offers the link instead.
 */
export async function startOrderPayment(
  orderNo: string,
  signal?: AbortSignal,
): Promise<{ payUrl: string; opened: boolean }> {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.opener = null;
    try {
      tab.document.title = laterText.payTabOpening;
      tab.document.body.textContent = laterText.payTabOpening;
    } catch {
      // the payment page shows in a moment all the same
    }
  }
  try {
    const link = (await post(clients.site, '/api/order/pay', { order_no: orderNo }, OrderPayResponse, signal))
      .data;
    signal?.throwIfAborted();
    const payUrl = orderPayUrl(link);
    const opened = tab !== null && !tab.closed;
    if (opened) tab.location.replace(new URL(payUrl, window.location.href).href);
    return { payUrl, opened };
  } catch (error) {
    tab?.close();
    throw error;
  }
}
