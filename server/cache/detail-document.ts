/**
 * The detail answer split in two (issue 24 item 5): the document, everything that changes only
 * when the goods is edited, serialized once and kept long; and the live part, the counters
 * (BuyNum, sale_num, PHotNum) and each size's stock, which anonymous requests change (a counted
 * download) and which is small to load again. The document is the answer's JSON text cut at the
 * places of the live values; rendering joins the cuts with the live values, so the answer is byte
 * for byte what JSON.stringify of the whole goods gives, without serializing it again.
 */
import type { Goods } from '../../src/domain/goods';
import { ok1Body } from '../http/envelope';

const COUNTERS = ['BuyNum', 'sale_num', 'PHotNum'] as const;
type Counter = (typeof COUNTERS)[number];

/** What a cut is followed by: a counter of the goods, or the stock of one size (by SKU id). */
type Slot = { counter: Counter } | { sku: number; stock: number };

export interface LiveParts {
  counters: Record<Counter, number>;
  /** stock by SKU id */
  stock: Map<number, number>;
}

export interface DetailDocument {
  /** the answer's JSON text, cut where a live value goes: one more piece than slots */
  pieces: string[];
  slots: Slot[];
  /** the media path of the still the page shows first */
  cover: string;
}

/**
 * A value no goods text can hold (PostgreSQL text cannot store NUL), so its serialized form, a
 * JSON string starting with the escaped NUL, marks a slot unambiguously.
 */
const MARK = '\u0000live#';
const MARKED = /"\\u0000live#(\d+)"/;

export function toDocument(found: Goods, cover: string): DetailDocument {
  const slots: Slot[] = [];
  const mark = (slot: Slot) => `${MARK}${slots.push(slot) - 1}`;
  const marked = {
    ...found,
    ...Object.fromEntries(COUNTERS.map((counter) => [counter, mark({ counter })])),
    specs: found.specs.map((group) => ({
      ...group,
      sizes: group.sizes.map((size) => ({ ...size, stock: mark({ sku: size.id, stock: size.stock }) })),
    })),
  };
  const text = JSON.stringify(ok1Body(marked));
  // split with a capture group: text, slot index, text, slot index, …, text
  const parts = text.split(MARKED);
  const pieces = parts.filter((_, i) => i % 2 === 0);
  const order = parts.filter((_, i) => i % 2 === 1).map(Number);
  return { pieces, slots: order.map((i) => slots[i] as Slot), cover };
}

export function liveOf(found: Goods): LiveParts {
  return {
    counters: { BuyNum: found.BuyNum, sale_num: found.sale_num, PHotNum: found.PHotNum },
    stock: new Map(found.specs.flatMap((group) => group.sizes.map((size) => [size.id, size.stock]))),
  };
}

/** The answer's JSON text: the document with the live values in their places. */
export function renderDetail(document: DetailDocument, live: LiveParts): string {
  let text = document.pieces[0] ?? '';
  document.slots.forEach((slot, i) => {
    // a size the live part does not know (deleted a moment ago, its announcement on the way) keeps
    // the stock of the document
    const value = 'counter' in slot ? live.counters[slot.counter] : (live.stock.get(slot.sku) ?? slot.stock);
    text += String(value) + (document.pieces[i + 1] ?? '');
  });
  return text;
}
