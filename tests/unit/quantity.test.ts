// @vitest-environment node

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, isSoldOut, maxQuantity, readFillQuantity, stepQuantity } from '@/rules/quantity';

describe('clampQuantity: what a buyer types or pastes becomes 0..stock (spec §5, §9)', () => {
  it.each([
    ['5', 12, 5],
    ['0', 12, 0],
    ['12', 12, 12],
    ['13', 12, 12],
    ['999', 12, 12],
  ])('digits %j with stock %i → %i', (text, stock, expected) => {
    expect(clampQuantity(text, stock)).toBe(expected);
  });

  it.each([
    ['abc', 0],
    ['件', 0],
    ['', 0],
    ['   ', 0],
    ['NaN', 0],
    ['Infinity', 0],
  ])('letters or nothing %j → %i', (text, expected) => {
    expect(clampQuantity(text, 12)).toBe(expected);
  });

  it.each([
    ['-3', 0],
    ['-0', 0],
    ['－3', 0],
    ['−3', 0],
  ])('a negative %j → %i (never -0)', (text, expected) => {
    expect(Object.is(clampQuantity(text, 12), expected)).toBe(true);
  });

  it.each([
    ['2.7', 2],
    ['2.', 2],
    ['.9', 0],
    ['11.999', 11],
  ])('decimals are truncated: %j → %i', (text, expected) => {
    expect(clampQuantity(text, 12)).toBe(expected);
  });

  it('cuts an exponent at its mark, as a decimal at its point (issue 19 item 2: 1e3 is 1, never 1000 or 13)', () => {
    expect(clampQuantity('1e3', 5000)).toBe(1);
    expect(clampQuantity('1e3', 12)).toBe(1);
    expect(clampQuantity('1E2', 500)).toBe(1);
    expect(clampQuantity('1e999', 12)).toBe(1);
    expect(clampQuantity('5e-1', 12)).toBe(5);
  });

  it.each([
    [' 12 件', 12],
    ['12件', 12],
    ['数量：7', 7],
    ['\t3\n', 3],
    ['３', 3],
    ['１２件', 12],
  ])('takes the number the buyer meant from %j → %i', (text, expected) => {
    expect(clampQuantity(text, 100)).toBe(expected);
  });

  it('reads a thousands separator as part of the number', () => {
    expect(clampQuantity('1,000', 5000)).toBe(1000);
    expect(clampQuantity('2,5', 5000)).toBe(2);
  });

  it('takes numbers too, and is safe with NaN and Infinity', () => {
    expect(clampQuantity(3, 12)).toBe(3);
    expect(clampQuantity(3.9, 12)).toBe(3);
    expect(clampQuantity(-1, 12)).toBe(0);
    expect(clampQuantity(Number.NaN, 12)).toBe(0);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 12)).toBe(12);
    expect(clampQuantity(Number.NEGATIVE_INFINITY, 12)).toBe(0);
  });

  it('gives 0 for any input when the size has no stock', () => {
    for (const input of ['5', '1e3', 7, Number.POSITIVE_INFINITY]) {
      expect(clampQuantity(input, 0)).toBe(0);
      expect(clampQuantity(input, -4)).toBe(0);
      expect(clampQuantity(input, Number.NaN)).toBe(0);
    }
  });
});

describe('maxQuantity: the stock, never below 0', () => {
  it.each([
    [12, 12],
    [0, 0],
    [-3, 0],
    [4.5, 4],
    [Number.NaN, 0],
  ])('stock %d → %i', (stock, expected) => {
    expect(maxQuantity(stock)).toBe(expected);
  });
});

describe('stepQuantity: step 1 within 0..stock', () => {
  it('steps up and down by the delta', () => {
    expect(stepQuantity(0, 1, 3)).toBe(1);
    expect(stepQuantity(2, -1, 3)).toBe(1);
  });

  it('stops at the bounds', () => {
    expect(stepQuantity(3, 1, 3)).toBe(3);
    expect(stepQuantity(0, -1, 3)).toBe(0);
    expect(stepQuantity(0, 1, 0)).toBe(0);
  });

  it('brings a current value outside the bounds back in first', () => {
    expect(stepQuantity(9, -1, 3)).toBe(2);
    expect(stepQuantity(-5, 1, 3)).toBe(1);
  });

  it('is safe with NaN and Infinity', () => {
    expect(stepQuantity(Number.NaN, 1, 3)).toBe(1);
    expect(stepQuantity(2, Number.NaN, 3)).toBe(2);
    expect(stepQuantity(1, Number.POSITIVE_INFINITY, 3)).toBe(3);
    expect(stepQuantity(1, Number.NEGATIVE_INFINITY, 3)).toBe(0);
  });
});

describe('readFillQuantity (整色填充, issue 19 item 1)', () => {
  it('reads a whole number of pieces ≥ 1, full-width digits and a trailing 件 included', () => {
    expect(readFillQuantity('10')).toEqual({ pieces: 10 });
    expect(readFillQuantity('1')).toEqual({ pieces: 1 });
    expect(readFillQuantity(' １０ ')).toEqual({ pieces: 10 });
    expect(readFillQuantity('12 件')).toEqual({ pieces: 12 });
  });

  it('refuses an empty box and anything that is not plainly a whole number ≥ 1', () => {
    expect(readFillQuantity('')).toEqual({ refused: 'empty' });
    expect(readFillQuantity('   ')).toEqual({ refused: 'empty' });
    for (const text of ['abc', '-3', '0', '2.5', '1e2', '3abc', '+5']) {
      expect(readFillQuantity(text), text).toEqual({ refused: 'invalid' });
    }
  });
});

describe('isSoldOut (spec §2: rows with stock of 0 or less are styled dark)', () => {
  it.each([
    [0, true],
    [-1, true],
    [-0.5, true],
    [1, false],
    [0.5, false],
    [999, false],
  ])('stock %d → %s', (stock, soldOut) => {
    expect(isSoldOut(stock)).toBe(soldOut);
  });

  it('for a whole stock, a row is sold out exactly when it takes no quantity (max 0)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (stock) => {
        expect(isSoldOut(stock)).toBe(maxQuantity(stock) === 0);
      }),
    );
  });
});
