/**
 * Reads back a buy-now order that services/order-store.ts kept under its number, for
 * /confirmOrder?order_no= (another tab). It validates what it finds, because another script or
 * an old version may have left anything under that key. Apart from the store so that only the
 * confirmation page's code carries it: the detail page's first load writes orders, never reads.
 */
import * as v from 'valibot';
import { CartSpecLine, type OrderLine } from '@/domain/cart';

/** What localStorage holds under an order number: the order's lines (schemas.ts OrderLine), at least one. */
export const StoredOrder = v.pipe(
  v.array(
    v.object({
      ...CartSpecLine.entries,
      color: v.string(),
      goods_id: v.number(),
      goodsName: v.string(),
      sname: v.string(),
    }),
  ),
  v.minLength(1),
);
// The schema reads what the type says, no more and no less.
true satisfies v.InferOutput<typeof StoredOrder>[number] extends OrderLine
  ? OrderLine extends v.InferOutput<typeof StoredOrder>[number]
    ? true
    : false
  : false;

export type ReadOrderResult =
  | { status: 'found'; orderNo: string; lines: OrderLine[] }
  | { status: 'missing'; orderNo: string }
  | { status: 'unreadable'; orderNo: string };

export function readOrder(
  orderNo: string,
  storage: () => Storage = () => window.localStorage,
): ReadOrderResult {
  let text: string | null;
  try {
    text = storage().getItem(orderNo);
  } catch {
    return { status: 'unreadable', orderNo };
  }
  if (text === null) return { status: 'missing', orderNo };
  try {
    const parsed = v.safeParse(StoredOrder, JSON.parse(text));
    return parsed.success
      ? { status: 'found', orderNo, lines: parsed.output }
      : { status: 'unreadable', orderNo };
  } catch {
    return { status: 'unreadable', orderNo };
  }
}
