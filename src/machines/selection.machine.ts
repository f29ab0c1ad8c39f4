/**
 * selection: the chosen colour and the quantity per size (spec §2 size rows, §4 colour choice
 * and quantities, §5 and §9 quantity rules).
 *
 *   choosing ◀─┬─ user.chooseColour        [another colour]           (colourIndex)
 *              ├─ user.typeQuantity        [in stock, changes it]     (quantities)
 *              ├─ user.incrementQuantity   [in stock, changes it]
 *              ├─ user.decrementQuantity   [in stock, changes it]
 *              ├─ user.minQuantity (Home)  [in stock, changes it]
 *              └─ user.maxQuantity (End)   [in stock, changes it]
 *
 * One state, on purpose: a buyer can always choose a colour and count, nothing here waits or
 * fails, so what varies is data (which colour, how many of each size), kept in context. Every
 * rule is a guard over the pure rules of src/rules/quantity.ts, so `snapshot.can(...)` answers
 * the view's questions (may + or − be pressed?) with the machine's own rule, and an event that
 * would change nothing (the current colour again, + at the stock, a sold-out size) is no
 * transition at all.
 *
 * Quantities are kept per size id (size ids are SKU ids, unique across colours), not per row of
 * the visible colour, so they survive switching colours; the totals of the next issue (共N件,
 * 合计￥, the selected list) are derived from `colours` × `quantities`, never stored twice.
 */
import { and, assertEvent, assign, type SnapshotFrom, setup } from 'xstate';
import { clampQuantity, MIN_QUANTITY, maxQuantity, QUANTITY_STEP, stepQuantity } from '@/rules/quantity';
import { cutSizeLabel } from '@/rules/size-label';
import type { SizeItem, SpecGroup } from '@/services/schemas';

export interface SelectionInput {
  /** already ordered by orderColours (the page orders them once, for the gallery too) */
  colours: SpecGroup[];
}

export interface SelectionContext {
  colours: SpecGroup[];
  /** the chosen colour: an index into `colours`; 0, the first colour, on load */
  colourIndex: number;
  /** quantity per size id; every size starts at 0 */
  quantities: Readonly<Record<number, number>>;
}

type QuantityEventType =
  | 'user.incrementQuantity'
  | 'user.decrementQuantity'
  | 'user.minQuantity'
  | 'user.maxQuantity';

export type SelectionEvent =
  | { type: 'user.chooseColour'; index: number }
  | { type: 'user.typeQuantity'; sizeId: number; text: string }
  | { type: QuantityEventType; sizeId: number };

type QuantityEvent = Extract<SelectionEvent, { sizeId: number }>;

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
      return clampQuantity(event.text, stock);
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

function isQuantityEvent(event: SelectionEvent): event is QuantityEvent {
  return 'sizeId' in event;
}

export const selectionMachine = setup({
  types: {
    context: {} as SelectionContext,
    input: {} as SelectionInput,
    events: {} as SelectionEvent,
  },
  guards: {
    isOtherColour: ({ context, event }) =>
      event.type === 'user.chooseColour' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.colours.length &&
      event.index !== context.colourIndex,
    // Spec §2: a size with stock 0 or less is dark and takes no quantity.
    sizeInStock: ({ context, event }) =>
      isQuantityEvent(event) && (visibleSize(context, event.sizeId)?.stock ?? 0) > 0,
    changesQuantity: ({ context, event }) => {
      if (!isQuantityEvent(event)) return false;
      const size = visibleSize(context, event.sizeId);
      if (!size) return false;
      const current = quantityOf(context, size.id);
      return requestedQuantity(current, size.stock, event) !== current;
    },
  },
  actions: {
    chooseColour: assign({
      colourIndex: ({ event }) => {
        assertEvent(event, 'user.chooseColour');
        return event.index;
      },
    }),
    setQuantity: assign({
      quantities: ({ context, event }) => {
        if (!isQuantityEvent(event)) return context.quantities;
        const size = visibleSize(context, event.sizeId);
        if (!size) return context.quantities;
        const next = requestedQuantity(quantityOf(context, size.id), size.stock, event);
        return { ...context.quantities, [size.id]: next };
      },
    }),
  },
}).createMachine({
  id: 'selection',
  meta: { title: '颜色与数量选择', spec: '§4' },
  context: ({ input }) => ({
    colours: input.colours,
    colourIndex: 0,
    quantities: Object.fromEntries(
      input.colours.flatMap((colour) => colour.sizes.map((size) => [size.id, MIN_QUANTITY])),
    ),
  }),
  initial: 'choosing',
  states: {
    choosing: {
      meta: { title: '选择颜色与数量', spec: '§4' },
      on: {
        'user.chooseColour': {
          guard: 'isOtherColour',
          actions: 'chooseColour',
          description: '选择另一种颜色：尺码列表换成该颜色的尺码，已填的数量保留；图库切换到该颜色的图片',
        },
        'user.typeQuantity': {
          guard: and(['sizeInStock', 'changesQuantity']),
          actions: 'setQuantity',
          description: '输入或粘贴数量：取买家想输入的整数，限制在 0 到库存之间',
        },
        'user.incrementQuantity': {
          guard: and(['sizeInStock', 'changesQuantity']),
          actions: 'setQuantity',
          description: '数量加 1，不超过库存',
        },
        'user.decrementQuantity': {
          guard: and(['sizeInStock', 'changesQuantity']),
          actions: 'setQuantity',
          description: '数量减 1，不低于 0',
        },
        'user.minQuantity': {
          guard: and(['sizeInStock', 'changesQuantity']),
          actions: 'setQuantity',
          description: '数量设为 0（Home 键）',
        },
        'user.maxQuantity': {
          guard: and(['sizeInStock', 'changesQuantity']),
          actions: 'setQuantity',
          description: '数量设为库存（End 键）',
        },
      },
    },
  },
});

type SelectionSnapshot = SnapshotFrom<typeof selectionMachine>;

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
}

export interface SelectionViewData {
  /** the chosen colour's name ('' when the goods has no colours) */
  colour: string;
  colours: ColourView[];
  /** the chosen colour's sizes */
  sizes: SizeView[];
}

/** What the colour picker and the size table show, derived from the snapshot only. */
export function toSelectionView(snapshot: SelectionSnapshot): SelectionViewData {
  const { context } = snapshot;
  return {
    colour: context.colours[context.colourIndex]?.color ?? '',
    colours: context.colours.map((group, index) => ({
      name: group.color,
      index,
      chosen: index === context.colourIndex,
      count: group.sizes.reduce((sum, size) => sum + quantityOf(context, size.id), 0),
    })),
    sizes: chosenSizes(context).map((size) => ({
      id: size.id,
      label: cutSizeLabel(size.size),
      fullLabel: size.size,
      sku: size.goods_sn,
      weightG: size.weight,
      price: size.price,
      stock: size.stock,
      min: MIN_QUANTITY,
      max: maxQuantity(size.stock),
      quantity: quantityOf(context, size.id),
      soldOut: size.stock <= 0,
      canIncrement: snapshot.can({ type: 'user.incrementQuantity', sizeId: size.id }),
      canDecrement: snapshot.can({ type: 'user.decrementQuantity', sizeId: size.id }),
    })),
  };
}
