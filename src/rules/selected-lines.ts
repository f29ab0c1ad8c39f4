/**
 * Spec §4 quantities: what the buyer has chosen, derived from the colour groups and the quantity
 * per size id (never stored a second time). The lines feed the cart summary (共N件, 合计￥), the
 * selected-list popover (颜色, 数量, 尺码), the cart save's goods_spec and the buy-now order.
 */
import type { SizeItem, SpecGroup } from '@/services/schemas';
import { yuanToFen } from './money';

export interface SelectedLine {
  /** the colour group's name (a size item does not carry it) */
  colour: string;
  size: SizeItem;
  /** ≥ 1: sizes at 0 are not selected */
  quantity: number;
}

/** Every size with a quantity above 0, in colour order then size order. */
export function selectedLines(
  colours: readonly SpecGroup[],
  quantities: Readonly<Record<number, number>>,
): SelectedLine[] {
  return colours.flatMap((group) =>
    group.sizes.flatMap((size) => {
      const quantity = quantities[size.id] ?? 0;
      return quantity > 0 ? [{ colour: group.color, size, quantity }] : [];
    }),
  );
}

export interface SelectionTotals {
  /** 共N件 */
  count: number;
  /** 合计 in fen; a size without a readable price counts 0 */
  fen: number;
}

export function selectionTotals(lines: readonly SelectedLine[]): SelectionTotals {
  return lines.reduce(
    (totals, line) => ({
      count: totals.count + line.quantity,
      fen: totals.fen + (yuanToFen(line.size.price) ?? 0) * line.quantity,
    }),
    { count: 0, fen: 0 },
  );
}
