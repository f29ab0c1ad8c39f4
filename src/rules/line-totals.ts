/**
 * Line totals and the 共N件 / 合计￥ of a list of priced lines (the cart page, the order
 * confirmation), summed in integer fen (rules/money.ts): a unit price × quantity, then the sum,
 * never floating yuan. A price that is not a yuan amount counts 0, like the detail page's totals.
 */
import { yuanToFen } from './money';

export interface PricedQuantity {
  /** yuan text, '7.40' */
  price: string;
  quantity: number;
}

/** One line's total in fen. */
export function lineFen(line: PricedQuantity): number {
  return (yuanToFen(line.price) ?? 0) * line.quantity;
}

export interface LineTotals {
  /** 共N件: the pieces of every line */
  count: number;
  /** 合计 in fen */
  fen: number;
}

export function lineTotals(lines: readonly PricedQuantity[]): LineTotals {
  return lines.reduce(
    (totals, line) => ({ count: totals.count + line.quantity, fen: totals.fen + lineFen(line) }),
    { count: 0, fen: 0 },
  );
}
