/**
 * The cart summary (共N件, 合计￥, the 已选清单 popover) and 整色填充, in Testing Library: the
 * popover's table and empty message from a summary, then both parts driven through the real
 * selection machine, as the detail page composes them.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { describe, expect, it } from 'vitest';
import { appText, fill, labels } from '@/copy/copy';
import { laterText } from '@/copy/later-text';
import type { SizeItem } from '@/domain/goods';
import { type SelectionInput, selectionMachine } from '@/machines/selection.machine';
import { type SelectionSummary, toSelectionView } from '@/machines/selection.view';
import { CartSummary } from '@/views/cart-summary';
import { ColourPicker } from '@/views/colour-picker';
import { FillColour } from '@/views/fill-colour';
import { SizeTable } from '@/views/size-table';

const listButton = (lines: number) =>
  screen.getByRole('button', {
    name: fill(appText.selectedListCount, { list: labels.selectedList, n: lines }),
  });

/** The popover's table as text: the header row, then each body row's cells (a subtotal's heading first). */
function tableText() {
  const table = screen.getByRole('table', { name: labels.selectedList });
  const [head, ...rows] = within(table).getAllByRole('row');
  return {
    columns: within(head as HTMLElement)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
    rows: rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
  };
}

describe('CartSummary', () => {
  const summary: SelectionSummary = {
    count: 7,
    total: '181.60',
    lines: [
      { key: '11', colour: '白色', size: '30cm', quantity: 3, price: '25.80' },
      { key: '12', colour: '白色', size: '40cm（约0.3kg）加厚款', quantity: 2, price: '30.00' },
      { key: '21', colour: '粉色', size: '45cm', quantity: 2, price: '12.50' },
    ],
  };

  it('shows 共N件 and 合计￥ as a status, in tabular figures', () => {
    render(<CartSummary summary={summary} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(fill(labels.totalItems, { n: 7 }));
    expect(status).toHaveTextContent(fill(labels.totalPrice, { amount: '181.60' }));
    expect(status).toHaveClass('tabular-nums');
  });

  it("opens 已选清单 on a click: a table with the columns 颜色, 数量, 尺码, a row per line and each colour's subtotal after its lines (issue 19 item 13); Esc closes it", async () => {
    const user = userEvent.setup();
    render(<CartSummary summary={summary} />);
    const button = listButton(3);
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(tableText()).toEqual({
      columns: [labels.colour, labels.quantity, labels.size],
      rows: [
        ['白色', '3', '30cm'],
        ['白色', '2', '40cm（约0.3kg）加厚款'],
        [fill(laterText.colourSubtotal, { colour: '白色' }), '5', '￥137.40'],
        ['粉色', '2', '45cm'],
        [fill(laterText.colourSubtotal, { colour: '粉色' }), '2', '￥25.00'],
      ],
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('table')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens from the keyboard too', async () => {
    const user = userEvent.setup();
    render(<CartSummary summary={summary} />);
    await user.tab();
    expect(listButton(3)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('table', { name: labels.selectedList })).toBeVisible();
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(screen.getByRole('table', { name: labels.selectedList })).toBeVisible();
  });

  it('says that nothing is selected yet, with 共0件 and 合计￥0.00', async () => {
    const user = userEvent.setup();
    render(<CartSummary summary={{ count: 0, total: '0.00', lines: [] }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${fill(labels.totalItems, { n: 0 })}${fill(labels.totalPrice, { amount: '0.00' })}`,
    );
    await user.click(listButton(0));
    expect(screen.getByText(laterText.selectedListEmpty)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

const size = (id: number, label: string, stock: number, price: string): SizeItem => ({
  id,
  size: label,
  goods_sn: `MR-1001-${id}`,
  weight: 180,
  price,
  stock,
  thumbnail: '/UpLoad/goods/1001/c1.jpg',
});

const input: SelectionInput = {
  colours: [
    {
      color: '白色',
      sizes: [
        size(11, '30cm', 3, '25.80'),
        size(12, '40cm（约0.3kg）加厚款', 8, '0.10'),
        size(13, '50cm', 0, '32.00'),
        size(14, '60cm', -1, '40.00'),
      ],
    },
    { color: '粉色', sizes: [size(21, '30cm', 5, '0.20')] },
    { color: '灰色', sizes: [size(31, '30cm', 0, '25.80')] },
  ],
};

function Selection() {
  const [snapshot, send] = useMachine(selectionMachine, { input });
  const view = toSelectionView(snapshot);
  return (
    <>
      <ColourPicker view={view} send={send} />
      <FillColour colour={view.colour} enabled={view.canFillColour} send={send} />
      <SizeTable view={view} send={send} />
      <CartSummary summary={view.summary} />
    </>
  );
}

const fillField = () => screen.getByRole('textbox', { name: appText.fillColourLabel });
const fillButton = (colour: string) =>
  screen.getByRole('button', { name: fill(appText.fillColourName, { colour }) });
const quantities = () => screen.getAllByRole<HTMLInputElement>('spinbutton').map((field) => field.value);

describe('整色填充 through the selection machine', () => {
  it('is a labelled field with a placeholder and a button named for the chosen colour, described by its rule', () => {
    render(<Selection />);
    expect(fillField()).toHaveAttribute('placeholder', appText.fillColourPlaceholder);
    expect(fillField()).toHaveAccessibleDescription(fill(appText.fillColourHint, { colour: '白色' }));
    expect(fillButton('白色')).toHaveTextContent(appText.fillColour);
  });

  it('fills each in-stock size clamped to its own stock and leaves the sold-out rows at 0', async () => {
    const user = userEvent.setup();
    render(<Selection />);
    await user.type(fillField(), '5');
    await user.click(fillButton('白色'));
    // 30cm stock 3 → 3, 40cm stock 8 → 5, 50cm and 60cm sold out → 0 and disabled.
    expect(quantities()).toEqual(['3', '5', '0', '0']);
    const soldOut = screen.getByRole('row', { name: /^50cm/ });
    expect(within(soldOut).getByRole('spinbutton')).toBeDisabled();
    // 3 × 25.80 + 5 × 0.10 = 77.40 + 0.50
    expect(screen.getByRole('status')).toHaveTextContent(`${fill(labels.totalItems, { n: 8 })}`);
    expect(screen.getByRole('status')).toHaveTextContent(fill(labels.totalPrice, { amount: '77.90' }));
  });

  it('sends with Enter in the field, fills only the chosen colour, and the list shows both colours', async () => {
    const user = userEvent.setup();
    render(<Selection />);
    await user.type(fillField(), '２{Enter}');
    expect(quantities()).toEqual(['2', '2', '0', '0']);
    await user.click(screen.getByRole('button', { name: '粉色' }));
    await user.clear(fillField());
    await user.type(fillField(), '9 件{Enter}');
    expect(quantities()).toEqual(['5']);
    await user.click(screen.getByRole('button', { name: '白色' }));
    expect(quantities()).toEqual(['2', '2', '0', '0']);
    // 2 × 25.80 + 2 × 0.10 + 5 × 0.20 = 51.60 + 0.20 + 1.00
    expect(screen.getByRole('status')).toHaveTextContent(fill(labels.totalPrice, { amount: '52.80' }));
    await user.click(listButton(3));
    expect(tableText().rows).toEqual([
      ['白色', '2', '30cm'],
      ['白色', '2', '40cm（约0.3kg）加厚款'],
      [fill(laterText.colourSubtotal, { colour: '白色' }), '4', '￥51.80'],
      ['粉色', '5', '30cm'],
      [fill(laterText.colourSubtotal, { colour: '粉色' }), '5', '￥1.00'],
    ]);
  });

  it('is disabled, saying why, when every size of the chosen colour is sold out', async () => {
    const user = userEvent.setup();
    render(<Selection />);
    await user.click(screen.getByRole('button', { name: '灰色' }));
    expect(fillField()).toBeDisabled();
    expect(fillButton('灰色')).toBeDisabled();
    expect(fillField()).toHaveAccessibleDescription(fill(appText.fillColourNoStock, { colour: '灰色' }));
  });
});
