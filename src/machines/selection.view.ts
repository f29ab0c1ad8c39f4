/**
 * selection's view-model: the pure selectors from the machine's snapshot to what its view shows
 * (the chart is selection.machine.ts beside it). Nothing here changes state.
 */

import type { SizeItem, SpecGroup } from '@/domain/goods';
import { fenToYuan } from '@/rules/money';
import { type FillRefusal, isSoldOut, MIN_QUANTITY, maxQuantity } from '@/rules/quantity';
import { type SelectedLine, selectedLines, selectionTotals } from '@/rules/selected-lines';
import { cutSizeLabel } from '@/rules/size-label';
import type { QuantityHint } from '@/rules/typed-quantity';
import type { SelectionSnapshot } from './selection.machine';
import { chosenSizes, inStock, quantityOf } from './selection.machine';

/**
 * What the buyer has selected, in colour then size order (sizes at 0 left out): for the purchase
 * machine's cart save and buy-now order, read from the selection child's snapshot.
 */
export function selectionLinesOf(snapshot: SelectionSnapshot): SelectedLine[] {
  return selectedLines(snapshot.context.colours, snapshot.context.quantities);
}

export interface ColourView {
  name: string;
  index: number;
  chosen: boolean;
  /** the sum of the quantities chosen in this colour */
  count: number;
}

/** One row of the size table; every field is a primitive so a memoized row can compare its props. */
export interface SizeView {
  id: number;
  /** cut to 6 characters plus '...' (spec §2) */
  label: string;
  fullLabel: string;
  sku: string;
  weightG: number;
  /** yuan with two decimals, e.g. '25.80' */
  price: string;
  stock: number;
  min: number;
  max: number;
  quantity: number;
  soldOut: boolean;
  canIncrement: boolean;
  canDecrement: boolean;
  /** what the last commit of this field changed (最多 168 件…: it names `quantity`); null when nothing */
  hint: QuantityHint | null;
}

/** One row of the selected-list popover (颜色, 数量, 尺码). */
export interface SummaryLineView {
  /** unique per line: the size id */
  key: string;
  colour: string;
  /** the full size label, not cut */
  size: string;
  quantity: number;
  /** the size's unit price, yuan text: 已选清单's subtotal per colour */
  price: string;
}

/** The cart summary (spec §4): recomputed from the quantities on every change. */
export interface SelectionSummary {
  /** 共N件: the pieces over every colour */
  count: number;
  /** 合计￥: yuan with 2 decimals, summed in whole fen */
  total: string;
  lines: SummaryLineView[];
}

export interface SelectionViewData {
  /** the chosen colour's name ('' when the goods has no colours) */
  colour: string;
  colours: ColourView[];
  /** the chosen colour's sizes */
  sizes: SizeView[];
  /** 整色填充 has something to fill: the chosen colour has a size in stock */
  canFillColour: boolean;
  fill: FillView;
  summary: SelectionSummary;
}

/** 整色填充's answer: why the last fill filled nothing, or that it can be undone. */
export interface FillView {
  notice: FillRefusal | null;
  canUndo: boolean;
}

export function toFillView(snapshot: SelectionSnapshot): FillView {
  return { notice: snapshot.context.fillNotice, canUndo: snapshot.context.undoQuantities !== null };
}

function summaryOf(lines: readonly SelectedLine[]): SelectionSummary {
  const totals = selectionTotals(lines);
  return {
    count: totals.count,
    total: fenToYuan(totals.fen),
    lines: lines.map((line) => ({
      key: String(line.size.id),
      colour: line.colour,
      size: line.size.size,
      quantity: line.quantity,
      price: line.size.price,
    })),
  };
}

/*
 * Per-part views, for a page that subscribes each part on its own (issue #7: goods 1005 has 40
 * colours × 25 sizes, and a quantity change must re-render its row and the totals only). Each is
 * derived from the snapshot alone, like toSelectionView, which is made of them. Where a part's
 * inputs are references that the machine keeps while they do not change (a colour group, the
 * quantities record), its view is cached on them, so an unchanged part keeps its identity and a
 * subscriber compares it with Object.is; the per-row and per-button views are flat primitives,
 * compared field by field (shallowEqual).
 */

/** The chosen colour as the size table and 整色填充 need it: the same object while it stays chosen. */
export interface ChosenColourView {
  /** the chosen colour's name ('' when the goods has no colours) */
  colour: string;
  /** the chosen colour's size ids, in the goods' order */
  sizeIds: readonly number[];
  /** 整色填充 has something to fill: the chosen colour has a size in stock */
  canFillColour: boolean;
}

const noColour: ChosenColourView = { colour: '', sizeIds: [], canFillColour: false };
const chosenColourViews = new WeakMap<SpecGroup, ChosenColourView>();

export function toChosenColourView(snapshot: SelectionSnapshot): ChosenColourView {
  const { context } = snapshot;
  const group = context.colours[context.colourIndex];
  if (!group) return noColour;
  let view = chosenColourViews.get(group);
  if (!view) {
    view = {
      colour: group.color,
      sizeIds: group.sizes.map((size) => size.id),
      canFillColour: group.sizes.some(inStock),
    };
    chosenColourViews.set(group, view);
  }
  return view;
}

/** How many colour buttons there are: fixed for the goods. */
export function colourCountOf(snapshot: SelectionSnapshot): number {
  return snapshot.context.colours.length;
}

/** One colour button; undefined for an index the goods does not have. */
export function toColourView(snapshot: SelectionSnapshot, index: number): ColourView | undefined {
  const { context } = snapshot;
  const group = context.colours[index];
  if (!group) return undefined;
  return {
    name: group.color,
    index,
    chosen: index === context.colourIndex,
    count: group.sizes.reduce((sum, size) => sum + quantityOf(context, size.id), 0),
  };
}

/** What a row shows that its size alone decides. */
type SizeFacts = Omit<SizeView, 'quantity' | 'canIncrement' | 'canDecrement' | 'hint'>;

const sizeFacts = new WeakMap<SizeItem, SizeFacts>();
function factsOf(size: SizeItem): SizeFacts {
  let facts = sizeFacts.get(size);
  if (!facts) {
    facts = {
      id: size.id,
      label: cutSizeLabel(size.size),
      fullLabel: size.size,
      sku: size.goods_sn,
      weightG: size.weight,
      price: size.price,
      stock: size.stock,
      min: MIN_QUANTITY,
      max: maxQuantity(size.stock),
      soldOut: isSoldOut(size.stock),
    };
    sizeFacts.set(size, facts);
  }
  return facts;
}

const sizeViews = new WeakMap<SizeItem, SizeView>();

/**
 * A shown size's row. Whether + and − may be pressed is the machine's answer (snapshot.can), and
 * for a shown size it depends on its stock and its quantity only (the guards sizeInStock and
 * changesQuantity read nothing else), so the row's view is kept, same object, while its quantity
 * and its hint are: rows a change did not touch are not rebuilt.
 */
function sizeViewOf(snapshot: SelectionSnapshot, size: SizeItem): SizeView {
  const quantity = quantityOf(snapshot.context, size.id);
  const shown = snapshot.context.quantityHint;
  const hint = shown?.sizeId === size.id ? shown.hint : null;
  const kept = sizeViews.get(size);
  if (kept?.quantity === quantity && kept.hint === hint) return kept;
  const view: SizeView = {
    ...factsOf(size),
    quantity,
    canIncrement: snapshot.can({ type: 'user.incrementQuantity', sizeId: size.id }),
    canDecrement: snapshot.can({ type: 'user.decrementQuantity', sizeId: size.id }),
    hint,
  };
  sizeViews.set(size, view);
  return view;
}

const sizeIndexes = new WeakMap<SpecGroup, ReadonlyMap<number, SizeItem>>();

/** One size row of the chosen colour; undefined once the size is no longer shown. */
export function toSizeRowView(snapshot: SelectionSnapshot, sizeId: number): SizeView | undefined {
  const group = snapshot.context.colours[snapshot.context.colourIndex];
  if (!group) return undefined;
  // Every row asks on every change: a lookup, not a search through the colour's sizes.
  let index = sizeIndexes.get(group);
  if (!index) {
    index = new Map(group.sizes.map((size) => [size.id, size]));
    sizeIndexes.set(group, index);
  }
  const size = index.get(sizeId);
  return size && sizeViewOf(snapshot, size);
}

const summaries = new WeakMap<readonly SpecGroup[], WeakMap<object, SelectionSummary>>();

/**
 * 共N件, 合计￥ and the selected lines: the same object until a quantity changes (a colour switch
 * keeps it, so the totals do not re-render for it).
 */
export function toSelectionSummary(snapshot: SelectionSnapshot): SelectionSummary {
  const { colours, quantities } = snapshot.context;
  let byQuantities = summaries.get(colours);
  if (!byQuantities) {
    byQuantities = new WeakMap();
    summaries.set(colours, byQuantities);
  }
  let summary = byQuantities.get(quantities);
  if (!summary) {
    summary = summaryOf(selectionLinesOf(snapshot));
    byQuantities.set(quantities, summary);
  }
  return summary;
}

/** 共N件, 合计￥ and how many lines 已选清单 holds: flat, for a field-by-field comparison. */
export interface SelectionTotalsView {
  count: number;
  total: string;
  lineCount: number;
}

export function toSelectionTotals(snapshot: SelectionSnapshot): SelectionTotalsView {
  const { count, total, lines } = toSelectionSummary(snapshot);
  return { count, total, lineCount: lines.length };
}

/** What the colour picker and the size table show, derived from the snapshot only. */
export function toSelectionView(snapshot: SelectionSnapshot): SelectionViewData {
  const { context } = snapshot;
  const chosen = toChosenColourView(snapshot);
  return {
    colour: chosen.colour,
    colours: context.colours.flatMap((_, index) => toColourView(snapshot, index) ?? []),
    sizes: chosenSizes(context).map((size) => sizeViewOf(snapshot, size)),
    canFillColour: chosen.canFillColour,
    fill: toFillView(snapshot),
    summary: toSelectionSummary(snapshot),
  };
}
