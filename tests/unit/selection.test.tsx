/**
 * The selection machine's view data, its emitted colour.chosen, and the size table's details that
 * the model test does not look at: tooltips, pasted text, and which rows re-render (issue #7).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appText, fill, labels } from '@/copy/copy';
import { quantityText } from '@/copy/quantity-hint';
import type { SizeItem, SpecGroup } from '@/domain/goods';
import { type SelectionInput, selectionMachine } from '@/machines/selection.machine';
import { selectionLinesOf, toSelectionView } from '@/machines/selection.view';
import { ColourPicker } from '@/views/colour-picker';
import { SizeTable } from '@/views/size-table';

// Each size row asks React for two ids (its SKU tooltip, its quantity hint), so counting useId
// calls while only the table is on screen counts the rows React rendered.
const ids = vi.hoisted(() => ({ calls: 0 }));
const IDS_PER_ROW = 2;
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  return {
    ...actual,
    useId: () => {
      ids.calls += 1;
      return actual.useId();
    },
  };
});

const size = (id: number, label: string, stock: number): SizeItem => ({
  id,
  size: label,
  goods_sn: `MR-1001-${id}-A`,
  weight: 180,
  price: '25.80',
  stock,
  thumbnail: '/UpLoad/goods/1001/c1.jpg',
});

const input: SelectionInput = {
  colours: [
    {
      color: '白色',
      sizes: [
        size(11, '30cm', 3),
        size(12, '40cm（约0.3kg）加厚款', 2),
        size(13, '50cm', 0),
        size(14, '60cm', -1),
      ],
    },
    { color: '粉色', sizes: [size(21, '30cm', 5)] },
  ],
};

function started() {
  return createActor(selectionMachine, { input }).start();
}

describe('toSelectionView', () => {
  it('shows the first colour chosen and every size at 0 on load', () => {
    const view = toSelectionView(started().getSnapshot());
    expect(view.colour).toBe('白色');
    expect(view.colours).toEqual([
      { name: '白色', index: 0, chosen: true, count: 0 },
      { name: '粉色', index: 1, chosen: false, count: 0 },
    ]);
    expect(view.sizes.map((s) => s.quantity)).toEqual([0, 0, 0, 0]);
    expect(view.sizes[1]).toEqual({
      id: 12,
      label: '40cm（约...',
      fullLabel: '40cm（约0.3kg）加厚款',
      sku: 'MR-1001-12-A',
      weightG: 180,
      price: '25.80',
      stock: 2,
      min: 0,
      max: 2,
      quantity: 0,
      soldOut: false,
      canIncrement: true,
      canDecrement: false,
      hint: null,
    });
  });

  it('marks sizes with stock 0 or less sold out, with no step either way', () => {
    const view = toSelectionView(started().getSnapshot());
    for (const id of [13, 14]) {
      const row = view.sizes.find((s) => s.id === id);
      expect(row).toMatchObject({ soldOut: true, max: 0, canIncrement: false, canDecrement: false });
    }
  });

  it('counts each colour from the quantities kept per size, across colour switches', () => {
    const actor = started();
    actor.send({ type: 'user.typeQuantity', sizeId: 11, text: '2' });
    actor.send({ type: 'user.maxQuantity', sizeId: 12 });
    actor.send({ type: 'user.chooseColour', index: 1 });
    actor.send({ type: 'user.incrementQuantity', sizeId: 21 });
    const view = toSelectionView(actor.getSnapshot());
    expect(view.colours.map((c) => [c.name, c.chosen, c.count])).toEqual([
      ['白色', false, 4],
      ['粉色', true, 1],
    ]);
    expect(view.sizes.map((s) => [s.id, s.quantity])).toEqual([[21, 1]]);
    actor.send({ type: 'user.chooseColour', index: 0 });
    expect(toSelectionView(actor.getSnapshot()).sizes.map((s) => s.quantity)).toEqual([2, 2, 0, 0]);
  });

  it('gives the same primitives for a row that did not change, so a memoized row can skip it', () => {
    const actor = started();
    const before = toSelectionView(actor.getSnapshot()).sizes;
    actor.send({ type: 'user.incrementQuantity', sizeId: 11 });
    const after = toSelectionView(actor.getSnapshot()).sizes;
    expect(after[0]).not.toEqual(before[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
  });
});

describe('the selection machine', () => {
  it('changes colour only for another colour', () => {
    const actor = started();
    const chosen = () => toSelectionView(actor.getSnapshot()).colours.findIndex((c) => c.chosen);
    expect(chosen()).toBe(0);
    expect(actor.getSnapshot().can({ type: 'user.chooseColour', index: 0 })).toBe(false);
    actor.send({ type: 'user.chooseColour', index: 1 });
    expect(chosen()).toBe(1);
    expect(actor.getSnapshot().can({ type: 'user.chooseColour', index: 1 })).toBe(false);
  });

  it('ignores a colour that does not exist', () => {
    const actor = started();
    for (const index of [-1, 2, 0.5, Number.NaN]) {
      expect(actor.getSnapshot().can({ type: 'user.chooseColour', index })).toBe(false);
      actor.send({ type: 'user.chooseColour', index });
    }
    expect(toSelectionView(actor.getSnapshot()).colours.findIndex((c) => c.chosen)).toBe(0);
  });

  it('changes only sizes the buyer can see: in stock, of the chosen colour', () => {
    const actor = started();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'user.incrementQuantity', sizeId: 13 })).toBe(false);
    expect(snapshot.can({ type: 'user.typeQuantity', sizeId: 13, text: '5' })).toBe(false);
    expect(snapshot.can({ type: 'user.maxQuantity', sizeId: 14 })).toBe(false);
    expect(snapshot.can({ type: 'user.incrementQuantity', sizeId: 21 })).toBe(false);
    expect(snapshot.can({ type: 'user.incrementQuantity', sizeId: 999 })).toBe(false);
    actor.send({ type: 'user.typeQuantity', sizeId: 21, text: '3' });
    expect(actor.getSnapshot().context.quantities[21]).toBe(0);
  });

  it('takes no step that would change nothing: − at 0, + and End at the stock, the same typed number', () => {
    const actor = started();
    expect(actor.getSnapshot().can({ type: 'user.decrementQuantity', sizeId: 11 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.minQuantity', sizeId: 11 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.typeQuantity', sizeId: 11, text: '0' })).toBe(false);
    actor.send({ type: 'user.typeQuantity', sizeId: 11, text: ' 3 件' });
    expect(actor.getSnapshot().context.quantities[11]).toBe(3);
    expect(actor.getSnapshot().can({ type: 'user.incrementQuantity', sizeId: 11 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.maxQuantity', sizeId: 11 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.typeQuantity', sizeId: 11, text: '3' })).toBe(false);
  });

  it('judges a committed text once and says what it changed (issue 19 item 2), until the next action', () => {
    const actor = started();
    const row = () => toSelectionView(actor.getSnapshot()).sizes.find((s) => s.id === 12);
    // 40cm: stock 2
    actor.send({ type: 'user.typeQuantity', sizeId: 12, text: '1.5' });
    expect(row()).toMatchObject({ quantity: 1, hint: 'whole' });
    actor.send({ type: 'user.typeQuantity', sizeId: 12, text: '-5' });
    expect(row()).toMatchObject({ quantity: 0, hint: 'negative' });
    actor.send({ type: 'user.typeQuantity', sizeId: 12, text: '1e3' });
    expect(row()).toMatchObject({ quantity: 1, hint: 'whole' });
    actor.send({ type: 'user.typeQuantity', sizeId: 12, text: '99' });
    expect(row()).toMatchObject({ quantity: 2, hint: 'max' });
    // letters keep what was there, and say so (a hint, though the quantity did not change)
    expect(actor.getSnapshot().can({ type: 'user.typeQuantity', sizeId: 12, text: 'abc' })).toBe(true);
    actor.send({ type: 'user.typeQuantity', sizeId: 12, text: 'abc' });
    expect(row()).toMatchObject({ quantity: 2, hint: 'notNumber' });
    // the next action, on another row, takes the hint away
    actor.send({ type: 'user.incrementQuantity', sizeId: 11 });
    expect(row()).toMatchObject({ quantity: 2, hint: null });
  });
});

describe('the summary: 共N件, 合计￥ and the selected lines, derived on every change (spec §4)', () => {
  it('is empty on load', () => {
    const view = toSelectionView(started().getSnapshot());
    expect(view.summary).toEqual({ count: 0, total: '0.00', lines: [] });
    expect(selectionLinesOf(started().getSnapshot())).toEqual([]);
  });

  it('sums every colour in whole fen and lists the lines in colour then size order, full labels', () => {
    const actor = started();
    actor.send({ type: 'user.chooseColour', index: 1 });
    actor.send({ type: 'user.typeQuantity', sizeId: 21, text: '3' });
    actor.send({ type: 'user.chooseColour', index: 0 });
    actor.send({ type: 'user.maxQuantity', sizeId: 12 });
    actor.send({ type: 'user.incrementQuantity', sizeId: 11 });
    const { summary } = toSelectionView(actor.getSnapshot());
    // 6 pieces at ￥25.80: 154.80, not 154.79999999999998.
    expect(summary).toEqual({
      count: 6,
      total: '154.80',
      lines: [
        // each line's unit price, for 已选清单's subtotal per colour (issue 19 item 13)
        { key: '11', colour: '白色', size: '30cm', quantity: 1, price: '25.80' },
        { key: '12', colour: '白色', size: '40cm（约0.3kg）加厚款', quantity: 2, price: '25.80' },
        { key: '21', colour: '粉色', size: '30cm', quantity: 3, price: '25.80' },
      ],
    });
    expect(
      selectionLinesOf(actor.getSnapshot()).map((line) => [line.colour, line.size.id, line.quantity]),
    ).toEqual([
      ['白色', 11, 1],
      ['白色', 12, 2],
      ['粉色', 21, 3],
    ]);
  });

  it('drops a line whose quantity goes back to 0', () => {
    const actor = started();
    actor.send({ type: 'user.incrementQuantity', sizeId: 11 });
    actor.send({ type: 'user.decrementQuantity', sizeId: 11 });
    expect(toSelectionView(actor.getSnapshot()).summary).toEqual({ count: 0, total: '0.00', lines: [] });
  });

  it('is never stored in the context: the context holds the goods, colours, colour, quantities and the answers to 整色填充 and a typed quantity', () => {
    const actor = started();
    actor.send({ type: 'user.incrementQuantity', sizeId: 11 });
    expect(Object.keys(actor.getSnapshot().context).sort()).toEqual([
      'colourIndex',
      'colours',
      'fillNotice',
      // whose selection is kept for Back (issue 19 item 3)
      'goodsId',
      'quantities',
      'quantityHint',
      'undoQuantities',
    ]);
  });
});

describe('整色填充 (user.fillColour)', () => {
  it('sets the typed quantity on every in-stock size of the chosen colour, each clamped to its stock', () => {
    const actor = started();
    actor.send({ type: 'user.fillColour', text: '3' });
    const { quantities } = actor.getSnapshot().context;
    // 30cm stock 3 → 3, 40cm stock 2 → 2, sold-out 50cm (0) and 60cm (−1) untouched, 粉色 untouched.
    expect([quantities[11], quantities[12], quantities[13], quantities[14], quantities[21]]).toEqual([
      3, 2, 0, 0, 0,
    ]);
  });

  it('reads full-width digits and a trailing 件; refuses letters, signs, decimals, exponents and 0 (issue 19 item 1)', () => {
    const actor = started();
    const quantities = () => toSelectionView(actor.getSnapshot()).sizes.map((s) => s.quantity);
    actor.send({ type: 'user.fillColour', text: '１' });
    expect(quantities()).toEqual([1, 1, 0, 0]);
    actor.send({ type: 'user.fillColour', text: ' 2 件' });
    expect(quantities()).toEqual([2, 2, 0, 0]);
    for (const text of ['abc', '-3', '0', '2.5', '1e2']) {
      actor.send({ type: 'user.fillColour', text });
      expect(quantities(), text).toEqual([2, 2, 0, 0]);
      expect(toSelectionView(actor.getSnapshot()).fill).toEqual({ notice: 'invalid', canUndo: false });
    }
    actor.send({ type: 'user.fillColour', text: '' });
    expect(quantities()).toEqual([2, 2, 0, 0]);
    expect(toSelectionView(actor.getSnapshot()).fill).toEqual({ notice: 'empty', canUndo: false });
  });

  it('撤销 right after a fill brings back the quantities before it, once', () => {
    const actor = started();
    actor.send({ type: 'user.typeQuantity', sizeId: 11, text: '1' });
    expect(actor.getSnapshot().can({ type: 'user.undoFill' })).toBe(false);
    actor.send({ type: 'user.fillColour', text: '3' });
    expect(toSelectionView(actor.getSnapshot()).fill).toEqual({ notice: null, canUndo: true });
    actor.send({ type: 'user.undoFill' });
    expect(toSelectionView(actor.getSnapshot()).sizes.map((s) => s.quantity)).toEqual([1, 0, 0, 0]);
    expect(actor.getSnapshot().can({ type: 'user.undoFill' })).toBe(false);
    // Another action after the fill ends what 撤销 would undo.
    actor.send({ type: 'user.fillColour', text: '3' });
    actor.send({ type: 'user.decrementQuantity', sizeId: 11 });
    expect(actor.getSnapshot().can({ type: 'user.undoFill' })).toBe(false);
  });

  it('fills only the chosen colour and keeps what the other colours hold', () => {
    const actor = started();
    actor.send({ type: 'user.typeQuantity', sizeId: 11, text: '1' });
    actor.send({ type: 'user.chooseColour', index: 1 });
    actor.send({ type: 'user.fillColour', text: '4' });
    const { quantities } = actor.getSnapshot().context;
    expect([quantities[11], quantities[12], quantities[21]]).toEqual([1, 0, 4]);
  });

  it('is no transition when it would change nothing', () => {
    const actor = started();
    const snapshot = () => actor.getSnapshot();
    actor.send({ type: 'user.fillColour', text: '99' });
    expect(snapshot().can({ type: 'user.fillColour', text: '99' })).toBe(false);
    // 5 asks 3 and 2 of the sizes again: both already at their stock.
    expect(snapshot().can({ type: 'user.fillColour', text: '5' })).toBe(false);
    expect(snapshot().can({ type: 'user.fillColour', text: '2' })).toBe(true);
  });

  it('has nothing to fill in a colour whose every size is sold out', () => {
    const soldOut = createActor(selectionMachine, {
      input: { colours: [{ color: '灰色', sizes: [size(31, '30cm', 0), size(32, '40cm', -2)] }] },
    }).start();
    expect(toSelectionView(soldOut.getSnapshot()).canFillColour).toBe(false);
    expect(soldOut.getSnapshot().can({ type: 'user.fillColour', text: '5' })).toBe(false);
    expect(toSelectionView(started().getSnapshot()).canFillColour).toBe(true);
  });
});

function Selection({ table = true, picker = true }: { table?: boolean; picker?: boolean }) {
  const [snapshot, send] = useMachine(selectionMachine, { input });
  const view = toSelectionView(snapshot);
  return (
    <>
      {picker && <ColourPicker view={view} send={send} />}
      {table && <SizeTable view={view} send={send} />}
    </>
  );
}

const quantityField = (sizeLabel: string) =>
  screen.getByRole<HTMLInputElement>('spinbutton', {
    name: fill(appText.quantityOf, { colour: '白色', size: sizeLabel }),
  });

describe('the size table', () => {
  it('has the columns 尺码 货号 重量 价格 库存 数量', () => {
    render(<Selection picker={false} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      labels.size,
      labels.itemNumber,
      appText.weight,
      appText.price,
      appText.stock,
      labels.quantity,
    ]);
  });

  it('shows a row as the spec lists it: cut label with the full one on hover, weight, price, stock', () => {
    render(<Selection picker={false} />);
    const row = screen.getByRole('row', { name: /^40cm（约0\.3kg）加厚款/ });
    const header = within(row).getByRole('rowheader');
    expect(header).toHaveTextContent('40cm（约...');
    expect(header).toHaveAttribute('title', '40cm（约0.3kg）加厚款');
    expect(row).toHaveTextContent('180g');
    expect(row).toHaveTextContent('￥25.80');
    expect(row).toHaveTextContent('库存2');
    expect(within(screen.getByRole('row', { name: /^30cm/ })).getByRole('rowheader')).not.toHaveAttribute(
      'title',
    );
  });

  it('shows the full SKU code in a tooltip that the code, focusable, is described by', async () => {
    const user = userEvent.setup();
    render(<Selection picker={false} />);
    const row = screen.getByRole('row', { name: /^30cm/ });
    // the focusable code of its own column (a phone shows the code again, plain, under the size)
    const code = within(row)
      .getAllByText('MR-1001-11-A')
      .find((element) => element.hasAttribute('tabindex'));
    expect(code).toHaveAccessibleDescription('MR-1001-11-A');
    expect(within(row).getByRole('tooltip')).toHaveTextContent('MR-1001-11-A');
    await user.tab();
    expect(code).toHaveFocus();
  });

  it('shows sold-out rows with the stock at 0 and 已售罄', () => {
    render(<Selection picker={false} />);
    const row = screen.getByRole('row', { name: /^60cm/ });
    expect(row).toHaveTextContent('库存0');
    expect(row).toHaveTextContent(appText.soldOut);
    expect(within(row).getByRole('spinbutton')).toBeDisabled();
  });

  it('shows what is typed until it is committed, then the judged quantity with a hint beside it (issue 19 item 2)', async () => {
    const user = userEvent.setup();
    render(<Selection picker={false} />);
    // stock 2
    const field = quantityField('40cm（约0.3kg）加厚款');
    // Key by key, as a buyer types: nothing is dropped on the way (it gave 15 before).
    await user.tripleClick(field);
    await user.keyboard('1.5');
    expect(field).toHaveValue('1.5');
    expect(field).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('1');
    expect(field).toHaveAccessibleDescription(fill(quantityText.whole, { n: 1 }));
    await user.tripleClick(field);
    await user.keyboard('-5');
    expect(field).toHaveValue('-5');
    await user.tab();
    expect(field).toHaveValue('0');
    expect(field).toHaveAccessibleDescription(fill(quantityText.negative, { n: 0 }));
    await user.tripleClick(field);
    await user.keyboard('1e3{Enter}');
    expect(field).toHaveValue('1');
    await user.tripleClick(field);
    await user.keyboard('99{Enter}');
    expect(field).toHaveValue('2');
    expect(screen.getByText(fill(quantityText.max, { n: 2 }))).toBeVisible();
    // the same quantity typed plainly: the hint goes
    await user.tripleClick(field);
    await user.paste(' 2 件');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('2');
    expect(field).not.toHaveAccessibleDescription();
    expect(screen.queryByText(fill(quantityText.max, { n: 2 }))).toBeNull();
    // an arrow key commits what is typed first, then steps from it
    await user.tripleClick(field);
    await user.keyboard('1{ArrowUp}');
    expect(field).toHaveValue('2');
    await user.keyboard('{Home}');
    expect(field).toHaveValue('0');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveValue('0');
    await user.keyboard('{End}{ArrowDown}');
    expect(field).toHaveValue('1');
  });

  it('re-renders only the row whose quantity changed (issue #7)', async () => {
    const user = userEvent.setup();
    render(<Selection picker={false} />);
    const plus = screen.getByRole('button', { name: fill(appText.increaseQuantity, { size: '30cm' }) });
    ids.calls = 0;
    await user.click(plus);
    expect(quantityField('30cm')).toHaveValue('1');
    expect(ids.calls).toBe(IDS_PER_ROW);
    ids.calls = 0;
    // a keystroke re-renders its own row only (what is typed), the commit that row once more
    await user.type(quantityField('40cm（约0.3kg）加厚款'), '2');
    expect(ids.calls).toBe(IDS_PER_ROW);
    await user.keyboard('{Enter}');
    expect(quantityField('40cm（约0.3kg）加厚款')).toHaveValue('2');
    expect(ids.calls).toBe(2 * IDS_PER_ROW);
  });

  it('says so when the goods has no colours', () => {
    function Empty() {
      const [snapshot, send] = useMachine(selectionMachine, { input: { colours: [] } });
      const view = toSelectionView(snapshot);
      return (
        <>
          <ColourPicker view={view} send={send} />
          <SizeTable view={view} send={send} />
        </>
      );
    }
    render(<Empty />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText(appText.noSpecs)).toBeVisible();
  });
});

describe('the colour picker', () => {
  it('presses the chosen colour and badges the colours with quantities (已选N件)', async () => {
    const user = userEvent.setup();
    render(<Selection />);
    const group = screen.getByRole('group', { name: labels.colour });
    const white = within(group).getByRole('button', { name: '白色' });
    const pink = within(group).getByRole('button', { name: '粉色' });
    expect(white).toHaveAttribute('aria-pressed', 'true');
    expect(pink).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: fill(appText.increaseQuantity, { size: '30cm' }) }));
    await user.click(pink);
    expect(pink).toHaveAttribute('aria-pressed', 'true');
    expect(white).toHaveAttribute('aria-pressed', 'false');
    expect(white).toHaveAccessibleDescription(fill(appText.colourChosenCount, { n: 1 }));
    expect(pink).not.toHaveAccessibleDescription();
    expect(screen.getByRole('table', { name: fill(appText.sizeTable, { colour: '粉色' }) })).toBeVisible();
  });
});

describe('the selection kept for Back (issue 19 item 3), answered late', () => {
  it('never undoes what the buyer chose or typed before it was read back', async () => {
    type Kept = { colourIndex: number; quantities: Record<number, number> } | null;
    let answer: (kept: Kept) => void = () => {};
    const late = selectionMachine.provide({
      actors: {
        keptSelection: fromPromise<Kept, { goodsId: number; colours: SpecGroup[] }>(
          () =>
            new Promise<Kept>((resolve) => {
              answer = resolve;
            }),
        ),
      },
    });
    const actor = createActor(late, { input }).start();
    actor.send({ type: 'user.incrementQuantity', sizeId: 11 });
    // the tab's earlier selection: another colour, nothing typed
    answer({ colourIndex: 1, quantities: { 11: 0, 12: 0, 21: 0 } });
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().context.quantities[11]).toBe(1);
    expect(actor.getSnapshot().context.colourIndex).toBe(0);
  });
});
