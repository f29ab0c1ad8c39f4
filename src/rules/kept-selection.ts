/**
 * The selection kept for a goods while the tab lives (issue 19 item 3): Back to a goods, or a
 * reload, brings the chosen colour and every colour's quantities back. Kept by colour name and
 * size id, the quantities above 0 only; taken back against the goods as it is now: a colour or a
 * size it no longer has is dropped, a quantity is cut to the size's stock (it may have sold since).
 */
import type { SpecGroup } from '@/domain/goods';
import { clampQuantity } from './quantity';

export interface KeptSelection {
  colour: string;
  /** size id → pieces, above 0 */
  quantities: Record<string, number>;
}

export function keptSelection(
  colours: readonly SpecGroup[],
  colourIndex: number,
  quantities: Readonly<Record<number, number>>,
): KeptSelection {
  return {
    colour: colours[colourIndex]?.color ?? '',
    quantities: Object.fromEntries(Object.entries(quantities).filter(([, pieces]) => pieces > 0)),
  };
}

/** The kept selection on today's goods, or null when nothing of it applies. */
export function restoredSelection(
  colours: readonly SpecGroup[],
  kept: KeptSelection | null,
): { colourIndex: number; quantities: Record<number, number> } | null {
  if (!kept) return null;
  const colourIndex = colours.findIndex((group) => group.color === kept.colour);
  const quantities: Record<number, number> = {};
  let some = colourIndex > 0;
  for (const size of colours.flatMap((group) => group.sizes)) {
    const pieces = clampQuantity(Number(kept.quantities[size.id] ?? 0), size.stock);
    quantities[size.id] = pieces;
    some ||= pieces > 0;
  }
  return some ? { colourIndex: Math.max(0, colourIndex), quantities } : null;
}
