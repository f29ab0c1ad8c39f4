/**
 * What the order confirmation shows of a buy-now order (spec §3 cart line with goodsName and
 * sname, §4 buy now): each line with its total, the order's 共N件 and 合计 in integer fen, and
 * the suppliers it is ordered from (one for an order made on one detail page; every distinct
 * name, in order, should a stored order mix them).
 */
import type { OrderLine } from '@/domain/cart';
import { lineFen, lineTotals } from './line-totals';
import { fenToYuan } from './money';

export interface OrderLineSummary {
  /** unique within the order (a sku may appear twice in a hand-edited order) */
  key: string;
  goodsId: number;
  goodsName: string;
  colour: string;
  size: string;
  sku: string;
  /** yuan text as stored */
  price: string;
  quantity: number;
  /** price × quantity in fen, as yuan with two decimals */
  lineTotal: string;
}

export interface OrderSummary {
  lines: OrderLineSummary[];
  suppliers: string[];
  /** the goods the order was made from: the first line's */
  goodsId: number;
  count: number;
  /** 合计 as yuan with two decimals */
  total: string;
}

export function orderSummary(lines: readonly OrderLine[]): OrderSummary {
  const priced = lines.map((line) => ({ price: line.price, quantity: line.goods_num }));
  const totals = lineTotals(priced);
  return {
    lines: lines.map((line, index) => ({
      key: `${index}:${line.id}`,
      goodsId: line.goods_id,
      goodsName: line.goodsName,
      colour: line.color,
      size: line.size,
      sku: line.goods_sn,
      price: line.price,
      quantity: line.goods_num,
      lineTotal: fenToYuan(lineFen({ price: line.price, quantity: line.goods_num })),
    })),
    // a cart's lines carry no supplier name (rules/cart-checkout.ts): none is shown for them
    suppliers: [...new Set(lines.map((line) => line.sname))].filter((name) => name !== ''),
    goodsId: lines[0]?.goods_id ?? 0,
    count: totals.count,
    total: fenToYuan(totals.fen),
  };
}
