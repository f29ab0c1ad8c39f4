/**
 * Where the selection is kept per goods id for the life of the tab (issue 19 item 3):
 * sessionStorage, so Back and a reload find it and another tab or tomorrow does not. Storage is
 * untrusted and may throw (disabled, private mode, full): a value that does not read as a kept
 * selection is none, and a write that fails keeps nothing; the page works either way.
 */

import type { SpecGroup } from '@/domain/goods';
import { type KeptSelection, keptSelection, restoredSelection } from '@/rules/kept-selection';
import { afterHydration } from './hydration';

/** A kept selection as this module wrote it (checked by hand: valibot's record and integer would join the first load). */
function isKept(value: unknown): value is KeptSelection {
  const kept = value as KeptSelection | null;
  return (
    typeof kept?.colour === 'string' &&
    typeof kept.quantities === 'object' &&
    kept.quantities !== null &&
    Object.values(kept.quantities).every((pieces) => Number.isInteger(pieces) && pieces >= 0)
  );
}

const keyOf = (goodsId: number) => `plush.selection:${goodsId}`;

export function readKeptSelection(goodsId: number): KeptSelection | null {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(keyOf(goodsId)) ?? 'null');
    return isKept(kept) ? kept : null;
  } catch {
    return null;
  }
}

export function keepSelection(goodsId: number, kept: KeptSelection): void {
  try {
    sessionStorage.setItem(keyOf(goodsId), JSON.stringify(kept));
  } catch {
    // nothing kept: the page goes on without it
  }
}

/**
 * What the tab kept for the goods, as it applies to its colours now (null: nothing), once the
 * page has hydrated: the server renders the empty selection, and hydration must find it again.
 */
export async function restoredFor({ goodsId, colours }: { goodsId: number; colours: readonly SpecGroup[] }) {
  await new Promise<void>((resolve) => afterHydration(resolve));
  return restoredSelection(colours, readKeptSelection(goodsId));
}

/** Keeps the chosen colour and the quantities of every colour. */
/** What is kept of a selection (the selection machine's context has these fields). */
export interface SelectionToKeep {
  goodsId: number;
  colours: readonly SpecGroup[];
  colourIndex: number;
  quantities: Readonly<Record<number, number>>;
}

export function keep({ goodsId, colours, colourIndex, quantities }: SelectionToKeep): void {
  keepSelection(goodsId, keptSelection(colours, colourIndex, quantities));
}
