// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SizeItem, SpecGroup } from '@/domain/goods';
import { lineTotals } from '@/rules/line-totals';
import { fenToYuan } from '@/rules/money';
import { linesByColour, selectedLines, selectionTotals } from '@/rules/selected-lines';

const size = (id: number, label: string, price: string, stock = 100): SizeItem => ({
  id,
  size: label,
  goods_sn: `MR-${id}`,
  weight: 150,
  price,
  stock,
  thumbnail: `/UpLoad/goods/t/${id}.jpg`,
});

// Listed in the page's colour order (orderColours ran before); the rule keeps that order.
const colours: SpecGroup[] = [
  { color: '奶黄色', sizes: [size(1, '30cm', '0.10'), size(2, '40cm', '0.20'), size(3, '50cm', '0元起')] },
  { color: '白色', sizes: [size(11, '30cm', '25.80'), size(12, '40cm（约0.3kg）加厚款', '32.50', 0)] },
  { color: '粉色', sizes: [size(21, '30cm', '19.99')] },
];

describe('selectedLines: every size with a quantity above 0 (spec §4)', () => {
  it('lists nothing when every size is at 0 or has no quantity yet', () => {
    expect(selectedLines(colours, {})).toEqual([]);
    expect(selectedLines(colours, { 1: 0, 2: 0, 11: 0, 21: 0 })).toEqual([]);
    expect(selectedLines([], { 1: 3 })).toEqual([]);
  });

  it('keeps colour order, then size order within a colour, whatever order the quantities were entered in', () => {
    const lines = selectedLines(colours, { 21: 1, 12: 2, 2: 4, 1: 3 });
    expect(lines.map((line) => [line.colour, line.size.id, line.quantity])).toEqual([
      ['奶黄色', 1, 3],
      ['奶黄色', 2, 4],
      ['白色', 12, 2],
      ['粉色', 21, 1],
    ]);
  });

  it('carries the whole size item, with the full label, and its colour name', () => {
    const [line] = selectedLines(colours, { 12: 1 });
    expect(line).toEqual({ colour: '白色', size: colours[1]?.sizes[1], quantity: 1 });
    expect(line?.size.size).toBe('40cm（约0.3kg）加厚款');
  });

  it('excludes sizes at 0 between selected ones, and never a quantity below 0', () => {
    const lines = selectedLines(colours, { 1: 2, 2: 0, 3: -1, 11: 5 });
    expect(lines.map((line) => line.size.id)).toEqual([1, 11]);
  });

  it('ignores quantities of size ids the colours do not have', () => {
    expect(selectedLines(colours, { 999: 4 })).toEqual([]);
  });
});

describe('selectionTotals: 共N件 and 合计 in whole fen', () => {
  it('is zero for nothing selected', () => {
    expect(selectionTotals([])).toEqual({ count: 0, fen: 0 });
  });

  it('3 × 0.10 + 0.20 is exactly 0.50', () => {
    const totals = selectionTotals(selectedLines(colours, { 1: 3, 2: 1 }));
    expect(totals).toEqual({ count: 4, fen: 50 });
    expect(fenToYuan(totals.fen)).toBe('0.50');
  });

  it('0.10 + 0.20 is exactly 0.30 (floating yuan: 0.30000000000000004)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const totals = selectionTotals(selectedLines(colours, { 1: 1, 2: 1 }));
    expect(fenToYuan(totals.fen)).toBe('0.30');
  });

  it('counts the pieces of a size priced 0元起 but adds nothing to the price', () => {
    const totals = selectionTotals(selectedLines(colours, { 3: 7, 11: 2 }));
    expect(totals).toEqual({ count: 9, fen: 2 * 2580 });
    expect(fenToYuan(totals.fen)).toBe('51.60');
  });

  it('sums mixed prices and quantities across colours', () => {
    // 3 × 0.10 + 4 × 0.20 + 2 × 25.80 + 1 × 19.99 = 0.30 + 0.80 + 51.60 + 19.99
    const totals = selectionTotals(selectedLines(colours, { 1: 3, 2: 4, 11: 2, 21: 1 }));
    expect(totals).toEqual({ count: 10, fen: 30 + 80 + 5160 + 1999 });
    expect(fenToYuan(totals.fen)).toBe('72.69');
  });

  it('stays exact on a large matrix: 40 colours × 25 sizes, 999 of each at 19.99', () => {
    const matrix: SpecGroup[] = Array.from({ length: 40 }, (_, c) => ({
      color: `颜色${String(c).padStart(2, '0')}`,
      sizes: Array.from({ length: 25 }, (_, s) => size(c * 100 + s + 1, `${30 + s}cm`, '19.99', 999)),
    }));
    const quantities = Object.fromEntries(matrix.flatMap((g) => g.sizes.map((s) => [s.id, 999])));
    const lines = selectedLines(matrix, quantities);
    expect(lines).toHaveLength(1000);
    expect(lines[0]?.colour).toBe('颜色00');
    expect(lines.at(-1)?.colour).toBe('颜色39');
    const totals = selectionTotals(lines);
    expect(totals.count).toBe(999_000);
    expect(totals.fen).toBe(1999 * 999_000);
    expect(fenToYuan(totals.fen)).toBe('19970010.00');
    // What summing floating yuan would have shown instead (not two clean decimals):
    const floating = lines.reduce((sum, line) => sum + Number(line.size.price) * line.quantity, 0);
    expect(floating.toFixed(10)).not.toBe('19970010.0000000000');
  });
});

describe('linesByColour: 已选清单 a group per colour with its pieces and amount', () => {
  const line = (colour: string, quantity: number, price: string) => ({ colour, quantity, price });

  it('groups each run of one colour, in order, with its subtotal in fen', () => {
    const groups = linesByColour([line('红色', 2, '7.40'), line('红色', 1, '8.00'), line('蓝色', 3, '0.10')]);
    expect(groups.map(({ colour, count, fen }) => ({ colour, count, fen }))).toEqual([
      { colour: '红色', count: 3, fen: 2280 },
      { colour: '蓝色', count: 3, fen: 30 },
    ]);
    expect(groups[0]?.lines).toHaveLength(2);
    expect(fenToYuan(groups[0]?.fen ?? 0)).toBe('22.80');
  });

  it('is empty for no lines', () => {
    expect(linesByColour([])).toEqual([]);
  });

  it('keeps every line once, in order, and its groups add up to 共N件 and 合计', () => {
    const lines = fc.array(
      fc.record({
        colour: fc.constantFrom('红色', '蓝色', '粉色'),
        quantity: fc.integer({ min: 1, max: 500 }),
        price: fc.integer({ min: 0, max: 99_999 }).map((fen) => fenToYuan(fen)),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(lines, (list) => {
        const sorted = [...list].sort((a, b) => a.colour.localeCompare(b.colour));
        const groups = linesByColour(sorted);
        expect(groups.flatMap((group) => group.lines)).toEqual(sorted);
        expect(new Set(groups.map((group) => group.colour)).size).toBe(groups.length);
        const total = lineTotals(sorted);
        expect(groups.reduce((sum, group) => sum + group.count, 0)).toBe(total.count);
        expect(groups.reduce((sum, group) => sum + group.fen, 0)).toBe(total.fen);
      }),
    );
  });
});
