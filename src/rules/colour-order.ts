/**
 * Spec §4: colours are ordered by the first character code of the colour name, ascending.
 * The sort is stable, so colours that share a first character keep the supplier's order.
 * The gallery's colour thumbnails and the colour buttons both follow this order (colour i is
 * thumbnail i + 1), so it is computed once, when the goods arrive, and handed to both.
 */
import type { SpecGroup } from '@/domain/goods';

/** The first UTF-16 code unit of the name; an empty name sorts first. */
function firstCode(name: string): number {
  return name.length > 0 ? name.charCodeAt(0) : 0;
}

export function orderColours(groups: readonly SpecGroup[]): SpecGroup[] {
  return [...groups].sort((a, b) => firstCode(a.color) - firstCode(b.color));
}
