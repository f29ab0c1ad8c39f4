/**
 * The buy-now orders of spec §4: the selected lines are kept in localStorage under the order
 * number, and /confirmOrder?order_no= (another tab) reads them back.
 *
 * Writing never overwrites an order already stored (a collision takes the next free number) and
 * fails loudly (OrderStoreError with a Chinese message) when storage is unavailable or full, so
 * the buyer is told and no tab opens on an order that was not kept. Reading them back is
 * services/order-reader.ts's (the confirmation page's code).
 */
import { appText } from '@/copy/copy';
import type { OrderLine } from '@/domain/cart';
import { orderNumber } from '@/rules/order-number';

export class OrderStoreError extends Error {
  override name = 'OrderStoreError';
}

/** How many later numbers are tried when the drawn one is taken (a burst of clicks in one ms). */
const MAX_TRIES = 1000;

export function storeOrder(
  lines: readonly OrderLine[],
  now: () => number = Date.now,
  random: () => number = Math.random,
  storage: () => Storage = () => window.localStorage,
): string {
  try {
    const store = storage();
    const first = Number(orderNumber(now(), random()));
    for (let n = first; n < first + MAX_TRIES; n += 1) {
      const key = String(n);
      if (store.getItem(key) !== null) continue;
      store.setItem(key, JSON.stringify(lines));
      return key;
    }
  } catch {
    // disabled storage, private mode, quota: all mean the order was not kept
  }
  throw new OrderStoreError(appText.orderNotStored);
}
