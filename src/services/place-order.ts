/**
 * 立即购买 (spec §4): keep the selected lines under a new order number, then open
 * /confirmOrder?order_no= in a new tab. Nothing opens when the order could not be kept
 * (storeOrder throws a Chinese OrderStoreError, which the purchase machine shows).
 */

import type { OrderLine } from '@/domain/cart';
import { openInNewTab } from './new-tab';
import { storeOrder } from './order-store';

export function confirmOrderUrl(orderNo: string): string {
  return `/confirmOrder?order_no=${encodeURIComponent(orderNo)}`;
}

/** The order kept, and whether its tab opened (false when a popup blocker stopped it). */
export function placeOrder(lines: readonly OrderLine[]): { orderNo: string; opened: boolean } {
  const orderNo = storeOrder(lines);
  return { orderNo, opened: openInNewTab(confirmOrderUrl(orderNo)) };
}
