/**
 * selection, model-based: paths generated from the machine are executed against the real views
 * (ColourPicker, FillColour, SizeTable, CartSummary) rendered with Testing Library; every event
 * is done as a buyer does it (click a colour, type in the quantity field, press keys, click + or
 * −, type a number for 整色填充 and click it or press Enter) and every step is asserted by what
 * the buyer sees: which colour is pressed, each field's value, the badges, the sold-out row's
 * disabled stepper, 共N件 and 合计￥ (computed here from the fixture's prices, in fen), and the
 * 已选清单 popover's rows, opened with a click and closed with Esc.
 *
 * The machine has one state and its transitions are self-transitions that change context, so
 * simple paths say little. A traversal state is the colour plus the quantities, but what the
 * buyer's screen turns on is coarser: a kind of screen (kindOf) is the colour shown, whether each
 * of its sizes in stock is at 0, between or at its stock, and which colours show a badge. The
 * generated paths are a few walks that go through every kind the traversal reaches (a test says
 * so), and hand-written journeys take the transitions a walk never needs (Home, − after End,
 * clearing by typing, colours switched back and forth, 整色填充 with other numbers).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, type EventFrom, type SnapshotFrom } from 'xstate';
import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import { quantityText } from '@/copy/quantity-hint';
import type { SizeItem, SpecGroup } from '@/domain/goods';
import { type RestoredSelection, type SelectionInput, selectionMachine } from '@/machines/selection.machine';
import { toSelectionView } from '@/machines/selection.view';
import { orderColours } from '@/rules/colour-order';
import { cutSizeLabel } from '@/rules/size-label';
import { CartSummary } from '@/views/cart-summary';
import { ColourPicker } from '@/views/colour-picker';
import { FillColour } from '@/views/fill-colour';
import { SizeTable } from '@/views/size-table';
import { goodsFixture } from '../support/goods-fixture';
import { expectFullCoverage } from './support/coverage-record';
import { deferredActor } from './support/deferred-actor';
import { leafStateIds, refusalsOfStep } from './support/graph-coverage';
import { inspectLive, live, resetLive } from './support/live-actor';
import { modelOf, runPath } from './support/run-path';

/** A size's price in fen, as the fixture writes it below: ￥(20 + id).50. */
const priceFen = (id: number) => (20 + id) * 100 + 50;

const size = (id: number, label: string, stock: number): SizeItem => ({
  id,
  size: label,
  goods_sn: `MR-1001-${id}`,
  weight: 150 + id,
  price: `${20 + id}.50`,
  stock,
  thumbnail: `/UpLoad/goods/1001/c${Math.floor(id / 10)}.jpg`,
});

// As the factory entered them: 粉色 first; orderColours puts 白色 (U+767D) before 粉色 (U+7C89).
const goods = goodsFixture({
  specs: [
    { color: '粉色', sizes: [size(21, '30cm', 2), size(22, '45cm', 0), size(23, '60cm', 4)] },
    {
      color: '白色',
      sizes: [size(11, '30cm', 6), size(12, '40cm（约0.3kg）加厚款', 2), size(13, '50cm', 0)],
    },
  ],
});
const colours: SpecGroup[] = orderColours(goods.specs);
const input: SelectionInput = { colours };

const WHITE_30 = 11; // 白色, in stock (6)
const WHITE_SOLD_OUT = 13; // 白色, stock 0
const PINK_30 = 21; // 粉色, in stock (2)

type ModelEvent =
  | EventFrom<typeof selectionMachine>
  /** the selection kept in the tab for this goods (issue 19 item 3), answered after hydration */
  | { type: 'xstate.done.actor.keptSelection'; output: RestoredSelection | null };
type Snapshot = SnapshotFrom<typeof selectionMachine>;

const modelEvents: ModelEvent[] = [
  { type: 'user.chooseColour', index: 0 },
  { type: 'user.chooseColour', index: 1 },
  { type: 'user.typeQuantity', sizeId: WHITE_30, text: '5' },
  { type: 'user.typeQuantity', sizeId: WHITE_30, text: 'abc' },
  { type: 'user.typeQuantity', sizeId: WHITE_30, text: '999' },
  { type: 'user.typeQuantity', sizeId: WHITE_SOLD_OUT, text: '5' },
  { type: 'user.incrementQuantity', sizeId: WHITE_30 },
  { type: 'user.incrementQuantity', sizeId: PINK_30 },
  { type: 'user.incrementQuantity', sizeId: WHITE_SOLD_OUT },
  { type: 'user.decrementQuantity', sizeId: WHITE_30 },
  { type: 'user.decrementQuantity', sizeId: PINK_30 },
  { type: 'user.minQuantity', sizeId: WHITE_30 },
  { type: 'user.maxQuantity', sizeId: WHITE_30 },
  { type: 'user.maxQuantity', sizeId: WHITE_SOLD_OUT },
  // 整色填充 with more than any stock: each in-stock size of the colour clamped to its own stock.
  { type: 'user.fillColour', text: '99' },
  // A refused 整色填充 and 撤销 are taken by the journeys below: as walk steps they tripled the
  // kinds of screen (each with and without a notice) and the walks grew past the time limit.
];

/**
 * A kind of screen: what the buyer's screen turns on, not every quantity. The chart's state, the
 * colour shown, for each of its sizes in stock whether it is at 0 (− disabled), at its stock
 * (+ disabled) or between, and which colours show a badge.
 */
function kindOf(snapshot: Snapshot): string {
  const { colourIndex, quantities } = snapshot.context;
  const quantity = (item: SizeItem) => quantities[item.id] ?? 0;
  const level = (item: SizeItem) =>
    quantity(item) === 0 ? 'none' : quantity(item) === item.stock ? 'full' : 'some';
  return JSON.stringify({
    value: snapshot.value,
    colour: colourIndex,
    sizes: colours[colourIndex]?.sizes.filter((item) => item.stock > 0).map(level),
    badges: colours.map((colour) => colour.sizes.some((item) => quantity(item) > 0)),
  });
}

/**
 * A state of the traversal: the chart's state, the colour and every quantity (the colours never
 * change, and stringifying them for every state made planning the walks below slow). Exact, so
 * a path's snapshots hold the quantities its own events lead to.
 */
function serializeState(snapshot: Snapshot): string {
  const { colourIndex, quantities, fillNotice, undoQuantities, quantityHint } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    colourIndex,
    quantities,
    fillNotice,
    undoQuantities,
    quantityHint,
  });
}

// What the state takes (modelOf asks the machine), and, once each in the cover, what its guards
// refuse: the current colour again (isOtherColour), − at 0, Home at 0 (changesQuantity), a size of
// the colour not shown (sizeInStock: #21 while 白色 is shown), the sold-out #13 (sizeInStock),
// 99 over a colour already full (fillChangesColour), 撤销 with no fill (hasFillToUndo). A refused
// step changes nothing the buyer sees; its gesture shows why (below).
const model = modelOf(selectionMachine, modelEvents, input, { serializeState, refusals: true });

/** The hint a commit leaves beside its field, in the copy's words. */
function expectedHint(hint: string, quantity: number): string {
  const texts: Record<string, string> = {
    max: fill(quantityText.max, { n: quantity }),
    whole: fill(quantityText.whole, { n: quantity }),
    negative: fill(quantityText.negative, { n: quantity }),
    notNumber: quantityText.notNumber,
  };
  const text = texts[hint];
  if (!text) throw new Error(`a size row never says ${hint}`);
  return text;
}

/** Yuan with two decimals, written here apart from the app's fenToYuan. */
const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** What the buyer has chosen, in the order the page lists it: colour, then size. */
function expectedLines(quantities: Readonly<Record<number, number>>) {
  return colours.flatMap((colour) =>
    colour.sizes
      .filter((item) => (quantities[item.id] ?? 0) > 0)
      .map((item) => ({
        colour: colour.color,
        size: item.size,
        id: item.id,
        quantity: quantities[item.id] ?? 0,
      })),
  );
}

/**
 * The cart summary: 共N件 and 合计￥; in the states `lists.at` names also the 已选清单 popover,
 * opened with a click, read, and closed with Esc (each path's last state and the first one of
 * each set of listed sizes, see listsAt: opening it at every step would only repeat the same
 * check at the cost of the run's time).
 */
async function assertSummary(
  quantities: Readonly<Record<number, number>>,
  { user, lists }: Harness,
  openList: boolean,
) {
  const lines = expectedLines(quantities);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const fen = lines.reduce((sum, line) => sum + line.quantity * priceFen(line.id), 0);
  const totals = screen.getByRole('status');
  expect(totals).toHaveTextContent(fill(labels.totalItems, { n: count }));
  expect(totals).toHaveTextContent(fill(labels.totalPrice, { amount: yuan(fen) }));

  const button = screen.getByRole('button', {
    name: fill(appText.selectedListCount, { list: labels.selectedList, n: lines.length }),
  });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  if (!openList) return;
  lists.opened += 1;
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  if (lines.length === 0) {
    expect(screen.getByText(laterText.selectedListEmpty)).toBeVisible();
    expect(screen.queryByRole('table', { name: labels.selectedList })).toBeNull();
  } else {
    const table = screen.getByRole('table', { name: labels.selectedList });
    const [head, ...bodyRows] = within(table).getAllByRole('row');
    // each colour's lines, then its subtotal row (headed 白色小计, issue 19 item 13)
    const subtotal = (row: HTMLElement) => within(row).queryByRole('rowheader') !== null;
    const rows = bodyRows.filter((row) => !subtotal(row));
    const colourSet = [...new Set(lines.map((line) => line.colour))];
    expect(
      bodyRows.filter(subtotal).map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent)),
    ).toEqual(
      colourSet.map((colour) => {
        const own = lines.filter((line) => line.colour === colour);
        const pieces = own.reduce((sum, line) => sum + line.quantity, 0);
        const ownFen = own.reduce((sum, line) => sum + line.quantity * priceFen(line.id), 0);
        return [fill(laterText.colourSubtotal, { colour }), String(pieces), `￥${yuan(ownFen)}`];
      }),
    );
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([labels.colour, labels.quantity, labels.size]);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual(lines.map((line) => [line.colour, String(line.quantity), line.size]));
  }
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('table', { name: labels.selectedList })).toBeNull();
  expect(screen.queryByText(laterText.selectedListEmpty)).toBeNull();
}

/** Per state: what the buyer sees, checked against the path's snapshot. */
const stateAssertions: Record<string, (snapshot: Snapshot, harness: Harness) => Promise<void>> = {
  'selection.choosing': async (snapshot, harness) => {
    const { colourIndex, quantities } = snapshot.context;
    const chosen = colours[colourIndex];
    if (!chosen) throw new Error(`no colour ${colourIndex} in the fixture`);
    const picker = screen.getByRole('group', { name: '颜色' });
    expect(within(picker).getAllByRole('button', { pressed: true })).toHaveLength(1);
    colours.forEach((colour, index) => {
      const count = colour.sizes.reduce((sum, s) => sum + (quantities[s.id] ?? 0), 0);
      const button = within(picker).getByRole('button', { name: colour.color });
      expect(button).toHaveAttribute('aria-pressed', String(index === colourIndex));
      if (count > 0) {
        expect(button).toHaveTextContent(String(count));
        expect(button).toHaveAccessibleDescription(fill(appText.colourChosenCount, { n: count }));
      } else {
        expect(button).toHaveTextContent(new RegExp(`^${colour.color}$`));
        expect(button).not.toHaveAccessibleDescription();
      }
    });

    const table = screen.getByRole('table', { name: fill(appText.sizeTable, { colour: chosen.color }) });
    expect(within(table).getAllByRole('spinbutton')).toHaveLength(chosen.sizes.length);
    // The body's rows in the colour's size order (found without computing each row's name from
    // its whole content, which jsdom makes slow and every step of every path pays for).
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows).toHaveLength(chosen.sizes.length);
    for (const [index, item] of chosen.sizes.entries()) {
      const quantity = quantities[item.id] ?? 0;
      const row = rows[index] as HTMLElement;
      expect(within(row).getByRole('rowheader')).toHaveTextContent(cutSizeLabel(item.size));
      expect(row).toHaveAccessibleName(new RegExp(`^${item.size}`));
      const field = within(row).getByRole('spinbutton');
      expect(field).toHaveAccessibleName(fill(appText.quantityOf, { colour: chosen.color, size: item.size }));
      expect(field).toHaveValue(String(quantity));
      // What the last commit changed, beside its field (issue 19 item 2); nothing elsewhere.
      const hint = snapshot.context.quantityHint;
      if (hint?.sizeId === item.id) {
        const text = expectedHint(hint.hint, quantity);
        expect(field).toHaveAccessibleDescription(text);
        expect(within(row).getByText(text)).toBeVisible();
      } else {
        expect(field).not.toHaveAccessibleDescription();
      }
      expect(field).toHaveAttribute('aria-valuenow', String(quantity));
      expect(field).toHaveAttribute('aria-valuemax', String(Math.max(0, item.stock)));
      // − then +, each named for its size (one role query per row: jsdom makes each one costly).
      const [minus, plus, ...others] = within(row).getAllByRole('button');
      expect(others).toEqual([]);
      expect(minus).toHaveAccessibleName(fill(appText.decreaseQuantity, { size: item.size }));
      expect(plus).toHaveAccessibleName(fill(appText.increaseQuantity, { size: item.size }));
      if (item.stock <= 0) {
        expect(row).toHaveTextContent(appText.soldOut);
        expect(field).toBeDisabled();
        expect(minus).toBeDisabled();
        expect(plus).toBeDisabled();
      } else {
        expect(row).not.toHaveTextContent(appText.soldOut);
        expect(field).toBeEnabled();
        expect(minus).toHaveProperty('disabled', quantity === 0);
        expect(plus).toHaveProperty('disabled', quantity === item.stock);
      }
    }

    // Both colours have a size in stock, so 整色填充 is always offered, named for the colour.
    const fillBox = screen.getByRole('textbox', { name: appText.fillColourLabel });
    expect(fillBox).toBeEnabled();
    expect(
      screen.getByRole('button', { name: fill(appText.fillColourName, { colour: chosen.color }) }),
    ).toBeEnabled();
    // A refused fill says why (and leaves the quantities, checked above, as they were); 撤销 is
    // offered right after a fill and only then.
    const { fillNotice, undoQuantities } = snapshot.context;
    const notices = { empty: laterText.fillColourEmpty, invalid: laterText.fillColourInvalid };
    for (const [kind, text] of Object.entries(notices)) {
      if (fillNotice === kind) expect(screen.getByText(text)).toBeVisible();
      else expect(screen.queryByText(text)).toBeNull();
    }
    expect(fillBox).toHaveAttribute('aria-invalid', String(fillNotice !== null));
    const undo = screen.queryByRole('button', { name: laterText.undoFillColour });
    if (undoQuantities) {
      expect(undo).toHaveTextContent(laterText.undo);
      expect(screen.getByText(fill(laterText.fillColourDone, { colour: chosen.color }))).toBeVisible();
    } else {
      expect(undo).toBeNull();
    }

    await assertSummary(quantities, harness, harness.lists.at.has(snapshot));
  },
};
interface Harness {
  user: UserEvent;
  /** 已选清单 is opened in the states `at`; `opened` counts it */
  lists: { at: ReadonlySet<object>; opened: number };
}
type Executor = (event: ModelEvent, harness: Harness, after: Snapshot) => Promise<void>;

/** The size's row in the table the buyer sees now. */
function rowOf(sizeId: number) {
  const item = colours.flatMap((c) => c.sizes).find((s) => s.id === sizeId);
  if (!item) throw new Error(`no size ${sizeId} in the fixture`);
  return { item, row: screen.getByRole('row', { name: new RegExp(`^${item.size}`) }) };
}

function fieldOf(sizeId: number) {
  return within(rowOf(sizeId).row).getByRole<HTMLInputElement>('spinbutton');
}

const sizeIdOf = (event: ModelEvent) => ('sizeId' in event ? event.sizeId : Number.NaN);

/**
 * A quantity event on a size the buyer cannot change (spec §2), checked as the buyer meets it:
 * a size of a colour not shown has no field on screen; a sold-out size's field and its − and +
 * are disabled. True when the event is one of those (the chart refuses it; the path's next state
 * check sees nothing changed), false when the gesture is to be done.
 */
function refusedSize(event: ModelEvent, shown: Snapshot): boolean {
  const sizeId = sizeIdOf(event);
  const colour = colours.find((c) => c.sizes.some((s) => s.id === sizeId));
  const item = colour?.sizes.find((s) => s.id === sizeId);
  if (!colour || !item) throw new Error(`no size ${sizeId} in the fixture`);
  const name = fill(appText.quantityOf, { colour: colour.color, size: item.size });
  if (colours[shown.context.colourIndex] !== colour) {
    expect(screen.queryByRole('spinbutton', { name })).toBeNull();
    return true;
  }
  if (item.stock > 0) return false;
  const { row } = rowOf(sizeId);
  expect(within(row).getByRole('spinbutton', { name })).toBeDisabled();
  for (const button of within(row).getAllByRole('button')) expect(button).toBeDisabled();
  return true;
}

/** Every event the model can take, as the buyer does it. */
const gestures = {
  'user.chooseColour': async (event, { user }) => {
    const index = event.type === 'user.chooseColour' ? event.index : -1;
    const name = colours[index]?.color ?? '';
    await user.click(screen.getByRole('button', { name }));
  },
  'user.typeQuantity': async (event, { user }, after) => {
    if (refusedSize(event, after)) return;
    const field = fieldOf(sizeIdOf(event));
    const text = event.type === 'user.typeQuantity' ? event.text : '';
    const before = field.getAttribute('aria-valuenow');
    // Typed over the whole field, as a buyer who selects the number and types another: the field
    // shows every character typed, and nothing is judged yet (issue 19 item 2: '3.5' gave 35).
    await user.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    expect(field).toHaveValue(text);
    expect(field).toHaveAttribute('aria-valuenow', before);
    // Committed with Enter or by leaving the field (Tab), by the quantity it reaches.
    const quantity = after.context.quantities[sizeIdOf(event)] ?? 0;
    await user.keyboard(quantity % 2 === 1 ? '{Enter}' : '{Tab}');
  },
  // A step up or down is a click on + / − or an arrow key in the field; the path alternates them
  // by the quantity it reaches, so both gestures are exercised.
  'user.incrementQuantity': async (event, { user }, after) => {
    if (refusedSize(event, after)) return;
    const sizeId = sizeIdOf(event);
    const { item, row } = rowOf(sizeId);
    if ((after.context.quantities[sizeId] ?? 0) % 2 === 1) {
      await user.click(
        within(row).getByRole('button', { name: fill(appText.increaseQuantity, { size: item.size }) }),
      );
    } else {
      await user.click(fieldOf(sizeId));
      await user.keyboard('{ArrowUp}');
    }
  },
  'user.decrementQuantity': async (event, { user }, after) => {
    if (refusedSize(event, after)) return;
    const sizeId = sizeIdOf(event);
    const { item, row } = rowOf(sizeId);
    if ((after.context.quantities[sizeId] ?? 0) % 2 === 1) {
      await user.click(
        within(row).getByRole('button', { name: fill(appText.decreaseQuantity, { size: item.size }) }),
      );
    } else {
      await user.click(fieldOf(sizeId));
      await user.keyboard('{ArrowDown}');
    }
  },
  'user.minQuantity': async (event, { user }, after) => {
    if (refusedSize(event, after)) return;
    await user.click(fieldOf(sizeIdOf(event)));
    await user.keyboard('{Home}');
  },
  'user.maxQuantity': async (event, { user }, after) => {
    if (refusedSize(event, after)) return;
    await user.click(fieldOf(sizeIdOf(event)));
    await user.keyboard('{End}');
  },
  // Typed over whatever the field held; sent with the button on the first colour and with Enter
  // on the second, so both ways of submitting are exercised.
  'user.fillColour': async (event, { user }, after) => {
    const text = event.type === 'user.fillColour' ? event.text : '';
    const field = screen.getByRole('textbox', { name: appText.fillColourLabel });
    await user.clear(field);
    if (text !== '') await user.type(field, text);
    const colour = colours[after.context.colourIndex]?.color ?? '';
    if (after.context.colourIndex === 0) {
      await user.click(screen.getByRole('button', { name: fill(appText.fillColourName, { colour }) }));
    } else {
      await user.keyboard('{Enter}');
    }
  },
  'user.undoFill': async (event, { user }) => {
    // Refused where no fill is there to undo (hasFillToUndo): 撤销 is not offered.
    const before = live.snapshots.get(selectionMachine.id);
    if (before && refusalsOfStep(selectionMachine, before, event).length > 0) {
      expect(screen.queryByRole('button', { name: laterText.undoFillColour })).toBeNull();
      return;
    }
    await user.click(screen.getByRole('button', { name: laterText.undoFillColour }));
  },
  // Not the buyer's: the route answers with what the tab kept once the page has hydrated.
  'xstate.done.actor.keptSelection': async (event) => {
    await act(async () => kept.resolve('output' in event ? event.output : null));
  },
} satisfies Record<ModelEvent['type'], Executor>;

/**
 * What generation does not invent: 整色填充's texts other than the model's 99 (a number below
 * some stocks, 0, nothing, letters, a minus, decimals, exponents, full-width digits) and 撤销
 * after a fill. Everything else is in the walks and the cover.
 */
const journeys = (
  [
    {
      why: '整色填充 with 3 (below some stocks); 0 is refused (it would wipe the colour); 撤销 brings 粉色 back: fill texts generation does not invent',
      events: [
        { type: 'user.fillColour', text: '3' },
        { type: 'user.chooseColour', index: 1 },
        { type: 'user.fillColour', text: '3' },
        { type: 'user.fillColour', text: '0' },
        { type: 'user.fillColour', text: '3' },
        { type: 'user.fillColour', text: '1' },
        { type: 'user.undoFill' },
        { type: 'user.chooseColour', index: 0 },
      ],
    },
    {
      why: 'typed quantities judged when committed (issue 19 item 2): 3.5 is 3, -5 is 0, 1e3 is 1, letters keep the 1, each said beside the field; the same number with its unit, a plain number or a step takes the hint away',
      events: [
        { type: 'user.typeQuantity', sizeId: WHITE_30, text: '3.5' },
        { type: 'user.typeQuantity', sizeId: WHITE_30, text: '-5' },
        { type: 'user.typeQuantity', sizeId: WHITE_30, text: '1e3' },
        { type: 'user.typeQuantity', sizeId: WHITE_30, text: 'abc' },
        { type: 'user.typeQuantity', sizeId: WHITE_30, text: ' 1 件' },
        { type: 'user.typeQuantity', sizeId: WHITE_30, text: '2' },
        { type: 'user.typeQuantity', sizeId: WHITE_30, text: '999' },
        { type: 'user.decrementQuantity', sizeId: WHITE_30 },
      ],
    },
    {
      why: 'Back or a reload (issue 19 item 3): the kept colour (粉色) and the quantities of both colours come back; then counted on as usual',
      events: [
        {
          type: 'xstate.done.actor.keptSelection',
          output: { colourIndex: 1, quantities: { [PINK_30]: 2, [WHITE_30]: 4 } },
        },
        { type: 'user.decrementQuantity', sizeId: PINK_30 },
        { type: 'user.chooseColour', index: 0 },
      ],
    },
    {
      why: '整色填充 with nothing typed, then a decimal: nothing changes, a notice says why; the next action clears it (issue 19 item 1)',
      events: [
        { type: 'user.incrementQuantity', sizeId: WHITE_30 },
        { type: 'user.fillColour', text: '' },
        { type: 'user.fillColour', text: '2.5' },
        { type: 'user.incrementQuantity', sizeId: WHITE_30 },
        { type: 'user.fillColour', text: '' },
        { type: 'user.chooseColour', index: 1 },
      ],
    },
    {
      why: '整色填充 with letters, a minus, an exponent (refused, said why: they set the colour to 0 before, issue 19 item 1) and full-width digits (digits); 撤销 brings the typed 5 back',
      events: [
        { type: 'user.typeQuantity', sizeId: WHITE_30, text: '5' },
        { type: 'user.fillColour', text: 'abc' },
        { type: 'user.fillColour', text: '-3' },
        { type: 'user.fillColour', text: '1e2' },
        { type: 'user.fillColour', text: '１０' },
        { type: 'user.undoFill' },
        { type: 'user.decrementQuantity', sizeId: WHITE_30 },
      ],
    },
  ] satisfies Array<{ why: string; events: ModelEvent[] }>
).map(({ why, events }) => model.journey({ why, ends: 'selection.choosing', events }));

/** Every kind of screen the buyer can reach with the model's events. */
const everyKind = new Set(
  model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => kindOf(path.state)),
);

/**
 * Walks through every kind of screen: from where the walk stands, the shortest way to the nearest
 * kind no walk has shown yet, until none is left; then a new walk from the start for the kinds
 * the last one could no longer reach (整色填充 fills 40cm, which has no stepper event here, so
 * it never goes back to 0). One shortest path per state instead (every quantity a state) made 57
 * paths of up to 9 steps that replayed the same first steps and mostly the same screens.
 */
function walksThroughEveryKind(): ModelEvent[][] {
  const start = createActor(selectionMachine, { input }).getSnapshot();
  const seen = new Set([kindOf(start)]);
  const walks: ModelEvent[][] = [];
  while (seen.size < everyKind.size) {
    const walk: ModelEvent[] = [];
    let at = start;
    for (;;) {
      const [nearest] = model
        .getShortestPaths({
          fromState: at,
          toState: (state) => !seen.has(kindOf(state)),
          allowDuplicatePaths: true,
        })
        .sort((a, b) => a.weight - b.weight);
      if (!nearest) break;
      for (const step of nearest.steps) seen.add(kindOf(step.state));
      walk.push(...nearest.steps.slice(1).map((step) => step.event));
      at = nearest.state;
    }
    if (walk.length === 0) throw new Error('a kind of screen no walk from the start reaches');
    walks.push(walk);
  }
  return walks;
}
const walks = walksThroughEveryKind().flatMap((events) => model.getPathsFromEvents(events as never));

/** The walks show every kind of screen; the cover crosses every transition (Home and End too). */
const cover = model.transitionCover();
const paths = [...walks, ...cover, ...journeys];

/** Which sizes 已选清单 lists (a row each) in a state. */
const listedSizes = (state: Snapshot) =>
  JSON.stringify(expectedLines(state.context.quantities).map((line) => line.id));

/**
 * Where 已选清单 is read, per path: its last state, and the first state listing a set of sizes
 * no earlier path's reading listed, so every list the paths reach is read once.
 */
const listsAt = (() => {
  const read = new Set<string>();
  return new Map(
    paths.map((path) => {
      const at = new Set<object>([path.state]);
      for (const { state } of path.steps) {
        if (read.has(listedSizes(state))) continue;
        read.add(listedSizes(state));
        at.add(state);
      }
      read.add(listedSizes(path.state));
      return [path, at] as const;
    }),
  );
})();

/** A readable, unique test name: each step with its payload, then the quantities it ends with. */
function journeyName(path: {
  steps: ReadonlyArray<{ event: ModelEvent | { type: 'xstate.init' } }>;
  state: Snapshot;
}) {
  const steps = path.steps.flatMap(({ event }) => {
    if (event.type === 'xstate.init') return [];
    const short = event.type.replace(/^user\./, '');
    if ('index' in event) return [`${short} ${colours[event.index]?.color}`];
    if (!('sizeId' in event)) return ['text' in event ? `${short} '${event.text}'` : short];
    return [`${short} #${event.sizeId}${'text' in event ? ` '${event.text}'` : ''}`];
  });
  const { colourIndex, quantities } = path.state.context;
  const chosen = Object.entries(quantities).filter(([, q]) => q > 0);
  return `${steps.join(' → ') || '(start)'} ⇒ ${colours[colourIndex]?.color} ${JSON.stringify(Object.fromEntries(chosen))}`;
}

/** What the tab kept, answered when a path says so (a fresh one per path). */
let kept = deferredActor<RestoredSelection | null, { goodsId: number; colours: SpecGroup[] }>();

/** The selection as the page composes it. */
function SelectionScreen() {
  const [logic] = useState(() => selectionMachine.provide({ actors: { keptSelection: kept.logic } }));
  const [snapshot, send] = useMachine(logic, { input, inspect: inspectLive });
  const view = toSelectionView(snapshot);
  return (
    <>
      <ColourPicker view={view} send={send} />
      <FillColour colour={view.colour} enabled={view.canFillColour} answer={view.fill} send={send} />
      <SizeTable view={view} send={send} />
      <CartSummary summary={view.summary} />
    </>
  );
}

describe('selection model', () => {
  it('covers every state and transition of the machine', () => {
    expectFullCoverage(selectionMachine, paths, 'paths', journeyName as never);
  });

  it('has an assertion for every leaf state, and no assertion for a state that does not exist', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateIds(selectionMachine).sort());
  });

  it('walks through every kind of screen the buyer can reach', () => {
    expect(new Set(walks.flatMap((path) => path.steps.map((step) => kindOf(step.state))))).toEqual(everyKind);
  });

  it('plays the sold-out size only as a refusal: no step on it changes a quantity', () => {
    const sampled = new Set(paths.flatMap((path) => path.steps.map((step) => sizeIdOf(step.event))));
    expect(sampled.has(WHITE_30)).toBe(true);
    expect(sampled.has(PINK_30)).toBe(true);
    const onSoldOut = paths.flatMap((path) =>
      path.steps.flatMap((step, i) =>
        sizeIdOf(step.event) === WHITE_SOLD_OUT ? [[path.steps[i - 1]?.state, step.state] as const] : [],
      ),
    );
    expect(onSoldOut.length).toBeGreaterThan(0);
    for (const [before, after] of onSoldOut) expect(after.context).toEqual(before?.context);
  });

  // Written out, not generated: a path's expected colour, quantities and hint are the machine's
  // own, which a mutated machine computes too (docs/MUTATION.md).
  it('keeps a colour the buyer chose before the kept selection came back, and takes a hint away with a plain number', async () => {
    const user = userEvent.setup({ delay: null });
    resetLive();
    kept = deferredActor();
    render(<SelectionScreen />);
    const picker = () => screen.getByRole('group', { name: '颜色' });
    await user.click(within(picker()).getByRole('button', { name: colours[1]?.color }));
    await act(async () => kept.resolve({ colourIndex: 0, quantities: { [WHITE_30]: 4 } }));
    expect(within(picker()).getByRole('button', { name: colours[1]?.color })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(picker()).getByRole('button', { name: colours[0]?.color })).toHaveTextContent(
      new RegExp(`^${colours[0]?.color}$`),
    );

    await user.click(within(picker()).getByRole('button', { name: colours[0]?.color }));
    const field = screen.getByRole('spinbutton', {
      name: fill(appText.quantityOf, { colour: colours[0]?.color ?? '', size: '30cm' }),
    });
    await user.clear(field);
    await user.type(field, '3.5{Enter}');
    expect(field).toHaveValue('3');
    expect(field).toHaveAccessibleDescription();
    await user.clear(field);
    await user.type(field, '3{Enter}');
    expect(field).toHaveValue('3');
    expect(field).not.toHaveAccessibleDescription();
  });

  it('brings back what the tab kept, and hands every change to the page to keep for Back, written out', async () => {
    const user = userEvent.setup({ delay: null });
    resetLive();
    const tabKept = deferredActor<RestoredSelection | null, { goodsId: number; colours: SpecGroup[] }>();
    let handed = 0;
    function KeepingScreen() {
      const [logic] = useState(() =>
        selectionMachine.provide({
          actors: { keptSelection: tabKept.logic },
          actions: {
            keepSelection: () => {
              handed += 1;
            },
          },
        }),
      );
      const [snapshot, send] = useMachine(logic, { input });
      const view = toSelectionView(snapshot);
      return (
        <>
          <ColourPicker view={view} send={send} />
          <FillColour colour={view.colour} enabled={view.canFillColour} answer={view.fill} send={send} />
          <SizeTable view={view} send={send} />
        </>
      );
    }
    render(<KeepingScreen />);
    const picker = () => screen.getByRole('group', { name: '颜色' });
    await act(async () => tabKept.resolve({ colourIndex: 1, quantities: { [PINK_30]: 2 } }));
    expect(within(picker()).getByRole('button', { name: colours[1]?.color })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(fieldOf(PINK_30)).toHaveValue('2');
    expect(handed).toBe(0);

    const changes: Array<() => Promise<void>> = [
      () => user.click(within(picker()).getByRole('button', { name: colours[0]?.color })),
      async () => {
        await user.clear(fieldOf(WHITE_30));
        await user.type(fieldOf(WHITE_30), '2{Enter}');
      },
      () =>
        user.click(
          within(rowOf(WHITE_30).row).getByRole('button', {
            name: fill(appText.increaseQuantity, { size: '30cm' }),
          }),
        ),
      () =>
        user.click(
          within(rowOf(WHITE_30).row).getByRole('button', {
            name: fill(appText.decreaseQuantity, { size: '30cm' }),
          }),
        ),
      async () => {
        await user.click(fieldOf(WHITE_30));
        await user.keyboard('{End}');
      },
      async () => {
        await user.click(fieldOf(WHITE_30));
        await user.keyboard('{Home}');
      },
      async () => {
        await user.type(screen.getByRole('textbox', { name: appText.fillColourLabel }), '1');
        await user.click(
          screen.getByRole('button', {
            name: fill(appText.fillColourName, { colour: colours[0]?.color ?? '' }),
          }),
        );
      },
      () => user.click(screen.getByRole('button', { name: laterText.undoFillColour })),
    ];
    for (const [index, change] of changes.entries()) {
      await change();
      expect(handed, `change ${index + 1} was handed to the page`).toBe(index + 1);
    }
  });

  for (const path of paths) {
    it(journeyName(path), async () => {
      // No pause between keystrokes: nothing here waits on time.
      const at = listsAt.get(path) ?? new Set([path.state]);
      const harness: Harness = { user: userEvent.setup({ delay: null }), lists: { at, opened: 0 } };
      resetLive();
      kept = deferredActor();
      render(<SelectionScreen />);
      // runPath fails when a step's state was not checked on screen.
      await runPath(
        path as never,
        Object.fromEntries(
          Object.entries(stateAssertions).map(([id, assert]) => [
            id,
            (snapshot: Snapshot) => assert(snapshot, harness),
          ]),
        ),
        gestures as never,
        harness,
      );
      // …and the states listsAt names (the path's last among them) were read in 已选清单.
      expect(harness.lists.opened).toBe(path.steps.filter((step) => at.has(step.state)).length);
      expect(at.has(path.state)).toBe(true);
    });
  }
});
