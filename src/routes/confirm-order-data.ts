/** What /confirmOrder reads of the order stored in this browser (its route's loader). */

import type { OrderLine } from '@/domain/cart';
import { readOrder } from '@/services/order-reader';

export interface ConfirmOrderData {
  orderNo: string;
  status: 'found' | 'missing' | 'unreadable';
  /** the lines kept under the number (null unless found) */
  draft: OrderLine[] | null;
}

/** The draft as kept, or null for a malformed number (nothing is read then). */
export function loadConfirmOrder(orderNo: string | undefined): ConfirmOrderData | null {
  if (orderNo === undefined) return null;
  const found = readOrder(orderNo);
  return found.status === 'found'
    ? { orderNo, status: 'found', draft: found.lines }
    : { orderNo, status: found.status, draft: null };
}
