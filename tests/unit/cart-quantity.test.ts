// @vitest-environment node

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeCartQuantity, maxCartQuantity, steppedCartQuantity } from '@/rules/cart-quantity';
import { lineFen, lineTotals } from '@/rules/line-totals';

describe('judgeCartQuantity: a cart line takes 1..stock; 0 and nonsense keep the saved quantity', () => {
  it.each([
    ['5', 20, 5],
    ['20', 20, 20],
    ['21', 20, 20],
    ['1e3', 20, 1],
    [' 12 件', 20, 12],
    ['３', 20, 3],
    ['2.9', 20, 2],
  ])('%j with stock %i → %i', (text, stock, expected) => {
    expect(judgeCartQuantity(text, stock, 4).quantity).toBe(expected);
  });

  it.each([['0'], [''], ['   '], ['abc'], ['-3'], ['0.5']])(
    '%j → the saved 4 (the field goes back)',
    (text) => {
      expect(judgeCartQuantity(text, 20, 4).quantity).toBe(4);
    },
  );

  it('a sold-out line takes no quantity at all: only 删除 is left', () => {
    expect(judgeCartQuantity('1', 0, 3).quantity).toBe(3);
    expect(judgeCartQuantity('1', -2, 3).quantity).toBe(3);
  });
});

describe('steppedCartQuantity: ± 1 within 1..stock', () => {
  it.each([
    [3, 1, 20, 4],
    [3, -1, 20, 2],
    [19, 1, 20, 20],
    [2, -1, 20, 1],
  ] as const)('%i %+i with stock %i → %i', (current, delta, stock, expected) => {
    expect(steppedCartQuantity(current, delta, stock)).toBe(expected);
  });

  it.each([
    [1, -1, 20],
    [20, 1, 20],
    [0, 1, 0],
    // above the stock (sold since it was added): − would still be above it
    [12, -1, 5],
    [12, 1, 5],
  ] as const)('%i %+i with stock %i → null', (current, delta, stock) => {
    expect(steppedCartQuantity(current, delta, stock)).toBeNull();
  });
});

describe('line totals in integer fen', () => {
  it('multiplies the unit price in fen, never floating yuan', () => {
    expect(lineFen({ price: '0.10', quantity: 3 })).toBe(30);
    expect(lineFen({ price: '7.40', quantity: 1000 })).toBe(740_000);
    expect(lineFen({ price: '0元起', quantity: 5 })).toBe(0);
  });

  it('sums pieces and fen: 0.1 × 1 + 0.2 × 1 is exactly 30 fen', () => {
    expect(
      lineTotals([
        { price: '0.10', quantity: 1 },
        { price: '0.20', quantity: 1 },
      ]),
    ).toEqual({ count: 2, fen: 30 });
    expect(
      lineTotals([
        { price: '28.90', quantity: 7 },
        { price: '65.00', quantity: 3 },
      ]),
    ).toEqual({ count: 10, fen: 20230 + 19500 });
    expect(lineTotals([])).toEqual({ count: 0, fen: 0 });
  });
});

describe('maxCartQuantity: the largest quantity a cart line takes (its stock, never below 1)', () => {
  it.each([
    [20, 20],
    [1, 1],
    [0, 1],
    [-3, 1],
    [7.9, 7],
  ])('stock %d → %i', (stock, max) => {
    expect(maxCartQuantity(stock)).toBe(max);
  });

  it('is a whole number from 1 to the stock, and every quantity judged for the line stays within it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100_000 }), fc.string(), (stock, text) => {
        const max = maxCartQuantity(stock);
        expect(Number.isInteger(max)).toBe(true);
        expect(max).toBeGreaterThanOrEqual(1);
        expect(max).toBe(Math.max(1, stock));
        expect(judgeCartQuantity(text, stock, 1).quantity).toBeLessThanOrEqual(max);
      }),
    );
  });
});
