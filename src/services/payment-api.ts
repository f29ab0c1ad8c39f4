/** The qualification payment (spec §4, §7): create an order, open the payment page, read its status. */
import { bases } from './config';
import { clients, get, postOnce } from './http';
import { PaymentCreateResponse, PaymentStatusResponse } from './schemas';

export async function createQualificationPayment(supplierId: number, signal?: AbortSignal) {
  // one order per 确定, even when its answer is lost and the call is retried (Idempotency-Key)
  return (await postOnce(clients.site, '/api/pay/create', { sid: supplierId }, PaymentCreateResponse, signal))
    .data;
}

export async function fetchPaymentStatus(orderNo: string, signal?: AbortSignal) {
  return (await get(clients.site, '/api/pay/status', { order_no: orderNo }, PaymentStatusResponse, signal))
    .data.status;
}

/** What POST /api/pay/create answered: the order and its signed link. */
export interface PaymentLink {
  order_no: string;
  body: string;
  expires: number;
  sign: string;
}

/**
 * The payment page on the payment host, opened in a new tab: order_no, money=100, a body text and
 * the link's expiry and signature (the provider shows the order only with them).
 */
export function paymentPageUrl(order: PaymentLink, host = bases.payHost): string {
  const query = new URLSearchParams({
    order_no: order.order_no,
    money: '100',
    body: order.body,
    expires: String(order.expires),
    sign: order.sign,
  });
  return `${host}/pay?${query}`;
}

/** The upload page of a short-video platform, opened in a new tab (spec §7). */
export function uploadPageUrl(goodsId: number, platform: string, host = bases.site): string {
  return `${host}/api/mini/goods/upload/view/${goodsId}/${encodeURIComponent(platform)}`;
}
