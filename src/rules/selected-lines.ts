/**
 * Spec §4 quantities: what the buyer has chosen, derived from the colour groups and the quantity
 * per size id (never stored a second time). The lines feed the cart summary (共N件, 合计￥), the
 * selected-list popover (颜色, 数量, 尺码), the cart save's goods_spec and the buy-now order.
 */
import type { SizeItem, SpecGroup } from '@/domain/goods';
import { type LineTotals, lineTotals, type PricedQuantity } from './line-totals';

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

export type SelectionTotals = LineTotals;

/** 共N件 and 合计 in fen of the selected lines: the one rule the cart and the order pages use too. */
export function selectionTotals(lines: readonly SelectedLine[]): SelectionTotals {
  return lineTotals(lines.map((line) => ({ price: line.size.price, quantity: line.quantity })));
}

/** The lines of one colour in 已选清单, closed by that colour's pieces and amount. */
export interface ColourGroup<L> extends LineTotals {
  colour: string;
  lines: L[];
}

/**
 * 已选清单 a group per colour (issue 19 item 13: goods 1005 lists hundreds of lines over 40
 * colours), each with its subtotal. The lines come in colour order, so a group is a run of one
 * colour; its totals are the same sums as 共N件 and 合计 (lineTotals), so the groups add up to them.
 */
export function linesByColour<L extends PricedQuantity & { colour: string }>(
  lines: readonly L[],
): ColourGroup<L>[] {
  const runs: Array<{ colour: string; lines: L[] }> = [];
  for (const line of lines) {
    const run = runs.at(-1);
    if (run?.colour === line.colour) run.lines.push(line);
    else runs.push({ colour: line.colour, lines: [line] });
  }
  return runs.map((run) => ({ ...run, ...lineTotals(run.lines) }));
}
