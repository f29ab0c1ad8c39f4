/**
 * selection: the chosen colour and the quantity per size (spec §2 size rows, §4 colour choice
 * and quantities, §5 and §9 quantity rules).
 *
 *   choosing ◀─┬─ user.chooseColour        [another colour]           (colourIndex)
 *              ├─ user.typeQuantity        [in stock, changes it or a hint] (quantities, quantityHint)
 *              ├─ user.incrementQuantity   [in stock, changes it]
 *              ├─ user.decrementQuantity   [in stock, changes it]
 *              ├─ user.minQuantity (Home)  [in stock, changes it]
 *              ├─ user.maxQuantity (End)   [in stock, changes it]
 *              ├─ user.fillColour          [not a whole number ≥ 1]   (fillNotice)
 *              ├─ user.fillColour          [changes a size of the colour] (quantities, undo)
 *              └─ user.undoFill            [a fill to undo]           (quantities)
 *
 * One state, on purpose: a buyer can always choose a colour and count, nothing here waits or
 * fails, so what varies is data (which colour, how many of each size), kept in context. Every
 * rule is a guard over the pure rules of src/rules/quantity.ts, so `snapshot.can(...)` answers
 * the view's questions (may + or − be pressed?) with the machine's own rule, and an event that
 * would change nothing (the current colour again, + at the stock, a sold-out size) is no
 * transition at all.
 *
 * A typed quantity is judged once, when the buyer commits the field (Enter or leaving it: the
 * view holds the text while it is typed, so typing feels normal), by the one reader of typed
 * quantities (judgeRowQuantity): '3.5' → 3, '-5' → 0, '1e3' → 1, above the stock → the stock,
 * letters keep the quantity before; what it changed is said beside the field (quantityHint) until
 * the buyer's next action (issue 19 item 2). Judging each keystroke instead lost characters:
 * '3.5' became 35 and '1e3' 13.
 *
 * Quantities are kept per size id (size ids are SKU ids, unique across colours), not per row of
 * the visible colour, so they survive switching colours; the totals (共N件, 合计￥ in whole fen)
 * and the selected list are derived from `colours` × `quantities` by src/rules/selected-lines.ts
 * in `toSelectionView` and `selectionLinesOf`, never stored twice.
 *
 * 整色填充 (user.fillColour) sets one typed quantity on every size of the chosen colour at once,
 * each clamped to its own stock by the same rule as typing into a row, so a wholesale buyer
 * ordering "10 of every size" does not type six fields; sold-out sizes keep 0. Because it
 * overwrites a whole colour, its text must be plainly a whole number ≥ 1 (readFillQuantity): an
 * empty box, letters, '-3', '0', '2.5' or '1e2' change nothing and say why (fillNotice), and
 * right after a fill one 撤销 (user.undoFill) brings the quantities before it back (issue 19
 * item 1). The notice and the undo last until the buyer's next action, so what 撤销 restores is
 * always what the screen showed just before the fill.
 *
 * Back to the goods, or a reload, brings the selection back (issue 19 item 3): every change of
 * the colour or a quantity is kept (keepSelection, per goods id, for the life of the tab: the
 * route provides sessionStorage), and on start the kept one is asked for (keptSelection), taken
 * back against the goods as it is now (rules/kept-selection.ts: the route's code, loaded when
 * first used, as the first load has no bytes to spare). Asked, not read at start: a page the
 * server rendered shows the empty selection, which hydration must find again, so the route
 * answers once the page has hydrated.
 */
import { and, assertEvent, assign, fromPromise, or, type SnapshotFrom, setup } from 'xstate';
import { fenToYuan } from '@/rules/money';
import {
  clampQuantity,
  type FillRefusal,
  isSoldOut,
  judgeRowQuantity,
  MIN_QUANTITY,
  maxQuantity,
  QUANTITY_STEP,
  readFillQuantity,
  stepQuantity,
} from '@/rules/quantity';
import { type SelectedLine, selectedLines, selectionTotals } from '@/rules/selected-lines';
import { cutSizeLabel } from '@/rules/size-label';
import type { QuantityHint } from '@/rules/typed-quantity';
import type { SizeItem, SpecGroup } from '@/services/schemas';

export interface SelectionInput {
  /** already ordered by orderColours (the page orders them once, for the gallery too) */
  colours: SpecGroup[];
  /** whose selection is kept and asked for (0: none) */
  goodsId?: number;
}

export interface SelectionContext {
  colours: SpecGroup[];
  goodsId: number;
  /** the chosen colour: an index into `colours`; 0, the first colour, on load */
  colourIndex: number;
  /** quantity per size id; every size starts at 0 */
  quantities: Readonly<Record<number, number>>;
  /** why the last 整色填充 filled nothing; null once the buyer does anything else */
  fillNotice: FillRefusal | null;
  /** the quantities before the last 整色填充, for 撤销; null once the buyer does anything else */
  undoQuantities: Readonly<Record<number, number>> | null;
  /** what the last committed quantity changed, beside its field; null once the buyer does anything else */
  quantityHint: SizeHint | null;
}

/** A hint beside one size's field: what the commit changed (it names the size's quantity, which it set or kept). */
export interface SizeHint {
  sizeId: number;
  hint: QuantityHint;
}

type QuantityEventType =
  | 'user.incrementQuantity'
  | 'user.decrementQuantity'
  | 'user.minQuantity'
  | 'user.maxQuantity';

export type SelectionEvent =
  | { type: 'user.chooseColour'; index: number }
  /** the text of a quantity field, committed (Enter, or the field left) */
  | { type: 'user.typeQuantity'; sizeId: number; text: string }
  | { type: QuantityEventType; sizeId: number }
  /** 整色填充: the text typed in 每个尺码数量, read like a row's field */
  | { type: 'user.fillColour'; text: string }
  /** 撤销 right after 整色填充: the quantities before it come back */
  | { type: 'user.undoFill' };

type QuantityEvent = Extract<SelectionEvent, { sizeId: number }>;

/** The kept selection as it applies to the goods now: the colour's index, every size's quantity. */
export interface RestoredSelection {
  colourIndex: number;
  quantities: Record<number, number>;
}

const restoredOf = (event: object) => (event as { output?: RestoredSelection | null }).output;

function chosenSizes(context: SelectionContext): SizeItem[] {
  return context.colours[context.colourIndex]?.sizes ?? [];
}

/** A size the buyer can see: one of the chosen colour's sizes. */
function visibleSize(context: SelectionContext, sizeId: number): SizeItem | undefined {
  return chosenSizes(context).find((size) => size.id === sizeId);
}

function quantityOf(context: SelectionContext, sizeId: number): number {
  return context.quantities[sizeId] ?? MIN_QUANTITY;
}

/** The quantity the event asks for, by the rules of spec §5, §9 (min 0, max the stock, step 1). */
function requestedQuantity(current: number, stock: number, event: QuantityEvent): number {
  switch (event.type) {
    case 'user.typeQuantity':
      return judgeRowQuantity(event.text, stock, current).quantity;
    case 'user.incrementQuantity':
      return stepQuantity(current, QUANTITY_STEP, stock);
    case 'user.decrementQuantity':
      return stepQuantity(current, -QUANTITY_STEP, stock);
    case 'user.minQuantity':
      return MIN_QUANTITY;
    case 'user.maxQuantity':
      return maxQuantity(stock);
  }
}

/** What a committed text changed in a shown size's field, or null (another event, or taken as typed). */
function typedHint(context: SelectionContext, event: SelectionEvent): SizeHint | null {
  const size = event.type === 'user.typeQuantity' ? visibleSize(context, event.sizeId) : undefined;
  if (!size || event.type !== 'user.typeQuantity') return null;
  const { hint } = judgeRowQuantity(event.text, size.stock, quantityOf(context, size.id));
  return hint && { sizeId: size.id, hint };
}

function isQuantityEvent(event: SelectionEvent): event is QuantityEvent {
  return 'sizeId' in event;
}

/** Spec §2: a size with stock 0 or less is dark and takes no quantity. */
const inStock = (size: SizeItem) => size.stock > 0;

/**
 * The quantities after 整色填充: the text read once per in-stock size of the chosen colour and
 * clamped to that size's stock (spec §5: 0..stock); sold-out sizes and other colours untouched.
 */
function filledQuantities(context: SelectionContext, pieces: number): Readonly<Record<number, number>> {
  const filled = chosenSizes(context)
    .filter(inStock)
    .map((size) => [size.id, clampQuantity(pieces, size.stock)] as const);
  return { ...context.quantities, ...Object.fromEntries(filled) };
}

export const selectionMachine = setup({
  types: {
    context: {} as SelectionContext,
    input: {} as SelectionInput,
    events: {} as SelectionEvent,
  },
  actors: {
    // The selection kept for this goods, or null: the route answers from sessionStorage.
    keptSelection: fromPromise<RestoredSelection | null, { goodsId: number; colours: SpecGroup[] }>(
      async () => null,
    ),
  },
  guards: {
    // Only over the untouched selection: a buyer who chose or typed before the kept one was read
    // back has made a newer choice (and it is kept already); the late answer must not undo it
    // (CI: typed quantities came back as 0 when the answer arrived after the typing).
    restoresSelection: ({ context, event }) =>
      restoredOf(event) != null &&
      context.colourIndex === 0 &&
      Object.values(context.quantities).every((pieces) => pieces === 0),
    isOtherColour: ({ context, event }) =>
      event.type === 'user.chooseColour' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.colours.length &&
      event.index !== context.colourIndex,
    // Spec §2: a size with stock 0 or less is dark and takes no quantity.
    sizeInStock: ({ context, event }) => {
      if (!isQuantityEvent(event)) return false;
      const size = visibleSize(context, event.sizeId);
      return size !== undefined && inStock(size);
    },
    changesQuantity: ({ context, event }) => {
      if (!isQuantityEvent(event)) return false;
      const size = visibleSize(context, event.sizeId);
      if (!size) return false;
      const current = quantityOf(context, size.id);
      return requestedQuantity(current, size.stock, event) !== current;
    },
    // Refused only where there is something to fill: a sold-out colour's box is disabled.
    fillRefused: ({ context, event }) =>
      event.type === 'user.fillColour' &&
      chosenSizes(context).some(inStock) &&
      'refused' in readFillQuantity(event.text),
    // A colour without stock, or every size already at what the text asks, changes nothing.
    fillChangesColour: ({ context, event }) => {
      if (event.type !== 'user.fillColour') return false;
      const read = readFillQuantity(event.text);
      if (!('pieces' in read)) return false;
      const filled = filledQuantities(context, read.pieces);
      return chosenSizes(context).some((size) => filled[size.id] !== quantityOf(context, size.id));
    },
    hasFillToUndo: ({ context }) => context.undoQuantities !== null,
    // A commit that changes nothing can still have changed what was typed ('5.5' over 5): say so;
    // or take away the hint a commit before left (the same number, typed plainly).
    hintsQuantity: ({ context, event }) =>
      context.quantityHint !== null || typedHint(context, event) !== null,
  },
  actions: {
    // Provided by the route (services/selection-store.ts): keeps colour and quantities for Back.
    keepSelection: () => {},
    restoreSelection: assign(({ event }) => ({ ...restoredOf(event) })),
    chooseColour: assign({
      colourIndex: ({ event }) => {
        assertEvent(event, 'user.chooseColour');
        return event.index;
      },
      fillNotice: null,
      undoQuantities: null,
      quantityHint: null,
    }),
    setQuantity: assign({
      fillNotice: null,
      undoQuantities: null,
      quantityHint: ({ context, event }) => typedHint(context, event),
      quantities: ({ context, event }) => {
        if (!isQuantityEvent(event)) return context.quantities;
        const size = visibleSize(context, event.sizeId);
        if (!size) return context.quantities;
        const next = requestedQuantity(quantityOf(context, size.id), size.stock, event);
        return { ...context.quantities, [size.id]: next };
      },
    }),
    fillColour: assign({
      quantities: ({ context, event }) => {
        assertEvent(event, 'user.fillColour');
        const read = readFillQuantity(event.text);
        return 'pieces' in read ? filledQuantities(context, read.pieces) : context.quantities;
      },
      undoQuantities: ({ context }) => context.quantities,
      fillNotice: null,
      quantityHint: null,
    }),
    refuseFill: assign({
      fillNotice: ({ event }) => {
        assertEvent(event, 'user.fillColour');
        const read = readFillQuantity(event.text);
        return 'refused' in read ? read.refused : null;
      },
      undoQuantities: null,
      quantityHint: null,
    }),
    undoFill: assign({
      quantities: ({ context }) => context.undoQuantities ?? context.quantities,
      undoQuantities: null,
      fillNotice: null,
      quantityHint: null,
    }),
  },
}).createMachine({
  id: 'selection',
  meta: { title: '颜色与数量选择', spec: '§4' },
  context: ({ input }) => ({
    colours: input.colours,
    goodsId: input.goodsId ?? 0,
    colourIndex: 0,
    quantities: Object.fromEntries(
      input.colours.flatMap((colour) => colour.sizes.map((size) => [size.id, MIN_QUANTITY])),
    ),
    fillNotice: null,
    undoQuantities: null,
    quantityHint: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      meta: { title: '选择颜色与数量', spec: '§4' },
      invoke: {
        id: 'keptSelection',
        src: 'keptSelection',
        input: ({ context }) => ({ goodsId: context.goodsId, colours: context.colours }),
        onDone: {
          guard: 'restoresSelection',
          actions: 'restoreSelection',
          description: '返回或刷新本页：恢复本标签页里此商品上次选的颜色和各尺码数量（超过现有库存的按库存）',
        },
      },
      on: {
        'user.chooseColour': {
          guard: 'isOtherColour',
          actions: ['chooseColour', 'keepSelection'],
          description: '选择另一种颜色：尺码列表换成该颜色的尺码，已填的数量保留；图库切换到该颜色的图片',
        },
        'user.typeQuantity': {
          guard: and(['sizeInStock', or(['changesQuantity', 'hintsQuantity'])]),
          actions: ['setQuantity', 'keepSelection'],
          description:
            '输入数量后按回车或离开输入框：取整数部分（3.5 按 3 件），负数为 0，超过库存按库存，不是数字则不变；数量被改动时在输入框旁说明',
        },
        'user.incrementQuantity': {
          guard: and(['sizeInStock', 'changesQuantity']),
          actions: ['setQuantity', 'keepSelection'],
          description: '数量加 1，不超过库存',
        },
        'user.decrementQuantity': {
          guard: and(['sizeInStock', 'changesQuantity']),
          actions: ['setQuantity', 'keepSelection'],
          description: '数量减 1，不低于 0',
        },
        'user.minQuantity': {
          guard: and(['sizeInStock', 'changesQuantity']),
          actions: ['setQuantity', 'keepSelection'],
          description: '数量设为 0（Home 键）',
        },
        'user.maxQuantity': {
          guard: and(['sizeInStock', 'changesQuantity']),
          actions: ['setQuantity', 'keepSelection'],
          description: '数量设为库存（End 键）',
        },
        'user.fillColour': [
          {
            guard: 'fillRefused',
            actions: 'refuseFill',
            description: '整色填充的数量为空或不是大于0的整数：数量不变，提示原因',
          },
          {
            guard: 'fillChangesColour',
            actions: ['fillColour', 'keepSelection'],
            description:
              '整色填充：当前颜色每个有货尺码都填入同一数量，各自不超过库存；售罄尺码和其他颜色不变；可撤销',
          },
        ],
        'user.undoFill': {
          guard: 'hasFillToUndo',
          actions: ['undoFill', 'keepSelection'],
          description: '撤销刚才的整色填充：各尺码恢复填充前的数量',
        },
      },
    },
  },
});

export type SelectionSnapshot = SnapshotFrom<typeof selectionMachine>;

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
/** Cut labels by label: goods 1005 repeats the same 25 labels in all 40 colours. */
const cutLabels = new Map<string, string>();

function factsOf(size: SizeItem): SizeFacts {
  let facts = sizeFacts.get(size);
  if (!facts) {
    let label = cutLabels.get(size.size);
    if (label === undefined) {
      // Bounded: labels are few per goods, but a long session visits many goods.
      if (cutLabels.size >= 2000) cutLabels.clear();
      label = cutSizeLabel(size.size);
      cutLabels.set(size.size, label);
    }
    facts = {
      id: size.id,
      label,
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
