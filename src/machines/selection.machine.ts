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
 * in `toSelectionView` and `selectionLinesOf` (selection.view.ts), never stored twice.
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
 *
 * Over 300 lines, and still the chart alone (its view-model is selection.view.ts): the rest is this
 * comment, the context and event types, the helpers its guards and actions read, and the Chinese
 * description every transition carries for /flows.
 */
import { and, assertEvent, assign, fromPromise, or, type SnapshotFrom, setup } from 'xstate';
import type { SizeItem, SpecGroup } from '@/domain/goods';
import {
  clampQuantity,
  type FillRefusal,
  judgeRowQuantity,
  MIN_QUANTITY,
  maxQuantity,
  QUANTITY_STEP,
  readFillQuantity,
  stepQuantity,
} from '@/rules/quantity';
import type { QuantityHint } from '@/rules/typed-quantity';
import { lazyMachine } from './lazy-machine';

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

export function chosenSizes(context: SelectionContext): SizeItem[] {
  return context.colours[context.colourIndex]?.sizes ?? [];
}

/** A size the buyer can see: one of the chosen colour's sizes. */
function visibleSize(context: SelectionContext, sizeId: number): SizeItem | undefined {
  return chosenSizes(context).find((size) => size.id === sizeId);
}

export function quantityOf(context: SelectionContext, sizeId: number): number {
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
export const inStock = (size: SizeItem) => size.stock > 0;

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

export const selectionMachine = lazyMachine(() =>
  setup({
    types: {} as {
      context: SelectionContext;
      input: SelectionInput;
      events: SelectionEvent;
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
            description:
              '返回或刷新本页：恢复本标签页里此商品上次选的颜色和各尺码数量（超过现有库存的按库存）',
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
  }),
);

export type SelectionSnapshot = SnapshotFrom<typeof selectionMachine>;
