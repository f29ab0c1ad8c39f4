/** What /confirmOrder shows of the order stored in this browser (its route's loader). */
import { orderSummary } from '@/rules/order-summary';
import { readOrder } from '@/services/order-reader';
import type { ConfirmOrderViewData } from '@/views/confirm-order-view';

/** The order as the page shows it, or null for a malformed number (nothing is read then). */
export function loadConfirmOrder(orderNo: string | undefined): ConfirmOrderViewData | null {
  if (orderNo === undefined) return null;
  const found = readOrder(orderNo);
  return found.status === 'found'
    ? { status: 'found', orderNo, summary: orderSummary(found.lines) }
    : { status: found.status, orderNo };
}
