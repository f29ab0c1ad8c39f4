// @vitest-environment node
/**
 * Issue 19 item 2: the one reader of typed quantities, shared by the detail page's size rows and
 * the cart. A decimal or an exponent is cut at the point, never run together with what follows
 * ('3.5' → 3, never 35; '1e3' → 1, never 13 or 1000); a minus gives the least; what a commit
 * changed is named, so the page can say it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantityHintText } from '@/copy/quantity-hint';
import { judgeCartQuantity } from '@/rules/cart-quantity';
import { judgeRowQuantity } from '@/rules/quantity';
import { judgeTypedQuantity, readTypedQuantity } from '@/rules/typed-quantity';

describe('readTypedQuantity: the whole number a buyer wrote', () => {
  it.each([
    ['3.5', 3, true],
    ['3.0', 3, false],
    ['3.', 3, false],
    ['.9', 0, true],
    ['1e3', 1, true],
    ['1E2', 1, true],
    ['1e0', 1, false],
    ['5e-1', 5, true],
    ['-5', -5, false],
    ['－5', -5, false],
    ['−5', -5, false],
    ['-0', 0, false],
    ['-.5', 0, true],
    ['12', 12, false],
    [' 12 件', 12, false],
    ['１２件', 12, false],
    ['３．５', 3, true],
    ['1,000', 1000, false],
    ['2,5', 2, false],
  ])('%j → whole %d, cut %s', (text, whole, cut) => {
    expect(readTypedQuantity(text)).toEqual({ kind: 'number', whole, cut });
  });

  it.each([[''], ['  '], ['\t']])('%j is empty', (text) => {
    expect(readTypedQuantity(text)).toEqual({ kind: 'empty' });
  });

  it.each([['abc'], ['件'], ['.'], ['-'], ['NaN'], ['Infinity']])('%j holds no number', (text) => {
    expect(readTypedQuantity(text)).toEqual({ kind: 'notNumber' });
  });

  it('never runs the digits after a point or an exponent into the number (property)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.stringMatching(/^\d{1,6}$/),
        fc.constantFrom('.', '．', 'e', 'E', 'e+', 'e-'),
        (whole, tail, mark) => {
          const read = readTypedQuantity(`${whole}${mark}${tail}`);
          expect(read).toMatchObject({ kind: 'number', whole });
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('judgeRowQuantity: a size row, 0..stock', () => {
  it.each([
    ['3.5', 168, 0, 3, 'whole'],
    ['-5', 168, 7, 0, 'negative'],
    ['1e3', 168, 0, 1, 'whole'],
    ['200', 168, 0, 168, 'max'],
    ['200.5', 168, 0, 168, 'max'],
    ['abc', 168, 7, 7, 'notNumber'],
    ['', 168, 7, 0, null],
    ['12', 168, 0, 12, null],
    ['0', 168, 7, 0, null],
  ] as const)('%j (stock %i, before %i) → %i, hint %s', (text, stock, current, quantity, hint) => {
    expect(judgeRowQuantity(text, stock, current)).toEqual({ quantity, hint });
  });
});

describe('judgeCartQuantity: a cart line, 1..stock; 0 keeps the saved quantity and says why', () => {
  it.each([
    ['0', 20, 4, 4, 'min'],
    ['', 20, 4, 4, 'min'],
    ['-5', 20, 4, 4, 'min'],
    ['3.5', 20, 4, 3, 'whole'],
    ['1e3', 20, 4, 1, 'whole'],
    ['99', 20, 4, 20, 'max'],
    ['abc', 20, 4, 4, 'notNumber'],
    ['7', 20, 4, 7, null],
    // a sold-out line takes nothing: the row says 已售罄
    ['3', 0, 2, 2, null],
  ] as const)('%j (stock %i, saved %i) → %i, hint %s', (text, stock, current, quantity, hint) => {
    expect(judgeCartQuantity(text, stock, current)).toEqual({ quantity, hint });
  });

  it('says 数量至少为1件，不需要请删除 for 0', () => {
    expect(quantityHintText('min', 1)).toBe('数量至少为1件，不需要请删除');
    expect(quantityHintText('max', 168)).toBe('最多168件');
  });
});

describe('judgeTypedQuantity: properties', () => {
  const bounds = fc
    .tuple(fc.constantFrom(0, 1), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }))
    .filter(([min, max]) => max >= min)
    .map(([min, max, current]) => ({ min, max, current }));
  const typed = fc.oneof(
    fc.string(),
    fc.stringMatching(/^[-+−－]?\d{0,12}([.．]\d{0,4})?([eE][-+]?\d{1,3})?\s?(件)?$/),
    fc.double().map(String),
  );
  const policy = fc.constantFrom('clamp' as const, 'keep' as const);

  it('gives a quantity within the bounds, or the one before; a hint exactly when it differs from what was written', () => {
    fc.assert(
      fc.property(typed, bounds, policy, (text, b, belowMin) => {
        const { quantity, hint } = judgeTypedQuantity(text, { ...b, belowMin });
        expect(Number.isInteger(quantity)).toBe(true);
        if (quantity !== b.current) {
          expect(quantity).toBeGreaterThanOrEqual(b.min);
          expect(quantity).toBeLessThanOrEqual(b.max);
        }
        const read = readTypedQuantity(text);
        if (read.kind === 'number' && !read.cut && read.whole >= b.min && read.whole <= b.max) {
          expect({ quantity, hint }).toEqual({ quantity: read.whole, hint: null });
        }
        if (hint === null && read.kind === 'number') expect(quantity).toBe(read.whole);
      }),
      { numRuns: 3000 },
    );
  });

  it('is idempotent: the quantity it set, typed again, is taken as it is', () => {
    fc.assert(
      fc.property(typed, bounds, policy, (text, b, belowMin) => {
        const first = judgeTypedQuantity(text, { ...b, belowMin });
        if (first.quantity < b.min || first.quantity > b.max) return;
        const again = judgeTypedQuantity(String(first.quantity), { ...b, current: first.quantity, belowMin });
        expect(again).toEqual({ quantity: first.quantity, hint: null });
      }),
      { numRuns: 2000 },
    );
  });

  it('a minus gives the least on a size row and keeps the quantity before on a cart line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat({ max: 500 }), (n, current) => {
        expect(judgeRowQuantity(`-${n}`, 500, current)).toEqual({ quantity: 0, hint: 'negative' });
        expect(judgeCartQuantity(`-${n}`, 500, Math.max(1, current))).toEqual({
          quantity: Math.max(1, current),
          hint: 'min',
        });
      }),
    );
  });
});
