// @vitest-environment node
/**
 * Issue #8 property tests of the quantity rules (spec §5, §9): whatever a buyer types or pastes —
 * letters, signs, decimals, '1e3', full-width digits, units, huge numbers — a size row's quantity
 * is an integer of 0..stock and a cart line's 1..stock (or the saved one), the rule is idempotent and
 * monotone, and typing the same number in another form gives the same quantity.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeCartQuantity, steppedCartQuantity } from '@/rules/cart-quantity';
import { clampQuantity, judgeRowQuantity, maxQuantity, stepQuantity } from '@/rules/quantity';

/** Stocks as the API may send them, odd ones included. */
const stock = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.integer({ min: -100, max: -1 }),
  fc.double({ min: -10, max: 1e6 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);
const realStock = fc.integer({ min: 0, max: 100_000 });

/** Anything a field can hold: random text, and text built to look like numbers. */
const typed = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^[-+−－]?\d{0,25}([.,，．]\d{0,5})?([eEｅ][-+]?\d{1,4})?\s?(件|个|pcs)?$/),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom(
    '1e3',
    '1e999',
    '-1e999',
    '١٢',
    '１２',
    '９９９９９９９９９９９９',
    'Infinity',
    'NaN',
    '0x10',
    '1_000',
    '--5',
    '+-5',
    '.',
    '-.5e1',
  ),
);

/** Text around a number that carries no digit, sign, dot, comma or exponent of its own. */
const noise = fc.string({
  unit: fc.constantFrom(' ', '\t', '件', '个', '数', '量', '：', '约', 'x', '（', '）'),
  maxLength: 6,
});

const FULL_WIDTH_OFFSET = 0xfee0;
const fullWidth = (text: string) =>
  text.replace(/[0-9.\-+]/g, (c) => String.fromCharCode(c.charCodeAt(0) + FULL_WIDTH_OFFSET));

const expectQuantity = (q: number, s: number, input: unknown) => {
  expect(Number.isInteger(q), `${String(input)} → ${q}`).toBe(true);
  expect(Object.is(q, -0), `${String(input)} → -0`).toBe(false);
  expect(q).toBeGreaterThanOrEqual(0);
  expect(q).toBeLessThanOrEqual(maxQuantity(s));
};

describe('clampQuantity: any input → an integer of 0..stock', () => {
  it('gives an integer within 0..max(0, stock) for any text and any stock, never NaN or -0', () => {
    fc.assert(
      fc.property(typed, stock, (text, s) => {
        expectQuantity(clampQuantity(text, s), s, text);
      }),
      { numRuns: 3000 },
    );
  });

  it('gives an integer within 0..max(0, stock) for any number, Infinity and NaN included', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.maxSafeInteger()), stock, (n, s) => {
        expectQuantity(clampQuantity(n, s), s, n);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent: a clamped quantity, as a number or as the text the field shows, stays itself', () => {
    fc.assert(
      fc.property(typed, stock, (text, s) => {
        const q = clampQuantity(text, s);
        expect(clampQuantity(q, s)).toBe(q);
        expect(clampQuantity(String(q), s)).toBe(q);
      }),
      { numRuns: 2000 },
    );
  });

  it('is monotone in the number typed and in the stock', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), stock, (a, b, s) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(clampQuantity(lo, s)).toBeLessThanOrEqual(clampQuantity(hi, s));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(typed, realStock, realStock, (text, s1, s2) => {
        const [lo, hi] = s1 <= s2 ? [s1, s2] : [s2, s1];
        expect(clampQuantity(text, lo)).toBeLessThanOrEqual(clampQuantity(text, hi));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads plain digits as their number, capped at the stock (huge numbers included)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.bigInt({ min: 0n, max: 10n ** 40n })), realStock, (n, s) => {
        const expected = BigInt(n) < BigInt(s) ? Number(n) : s;
        expect(clampQuantity(String(n), s)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the same number typed full-width, with a unit, pasted among words, or as a decimal', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 99 }),
        noise,
        noise,
        realStock,
        (n, cents, before, after, s) => {
          const q = clampQuantity(String(n), s);
          expect(clampQuantity(fullWidth(String(n)), s)).toBe(q);
          expect(clampQuantity(`${before}${n}${after}`, s)).toBe(q);
          expect(clampQuantity(`${n}.${String(cents).padStart(2, '0')}`, s)).toBe(q);
          expect(clampQuantity(`${before}${fullWidth(String(n))}${after}`, s)).toBe(q);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives 0 for a negative number, whatever its form, and for text without digits', () => {
    const minus = fc.constantFrom('-', '−', '－');
    fc.assert(
      fc.property(minus, fc.integer({ min: 1, max: 1_000_000 }), realStock, (sign, n, s) => {
        expect(clampQuantity(`${sign}${n}`, s)).toBe(0);
        expect(clampQuantity(-n, s)).toBe(0);
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((t) => !/[0-9０-９]/.test(t)),
        realStock,
        (text, s) => {
          const q = clampQuantity(text, s);
          // only 'Infinity'-like words could mean a number, and they are read as no number
          expect(q).toBe(0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("cuts an exponent at its mark: the mantissa's whole part, never the exponent run into it (issue 19 item 2)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 400 }), realStock, (m, e, s) => {
        expect(clampQuantity(`${m}e${e}`, s)).toBe(Math.min(s, m));
      }),
    );
  });
});

describe('stepQuantity: ± one within 0..stock', () => {
  it('stays within 0..stock and moves by exactly one when it can', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 200 }),
        fc.constantFrom(1, -1),
        realStock,
        (current, delta, s) => {
          const next = stepQuantity(current, delta, s);
          expectQuantity(next, s, current);
          const base = clampQuantity(current, s);
          expect(next).toBe(Math.min(s, Math.max(0, base + delta)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('+ then − comes back to where it started, unless a bound was hit', () => {
    fc.assert(
      fc.property(
        realStock.filter((s) => s > 0),
        fc.nat(),
        (s, n) => {
          const q = n % s; // 0..s-1: + is possible
          expect(stepQuantity(stepQuantity(q, 1, s), -1, s)).toBe(q);
        },
      ),
    );
  });
});

describe('cart quantities: 1..stock, or nothing', () => {
  it('judgeCartQuantity is 1..stock or the saved quantity, and agrees with the row rule', () => {
    fc.assert(
      fc.property(typed, stock, fc.integer({ min: 1, max: 200 }), (text, s, saved) => {
        const { quantity } = judgeCartQuantity(text, s, saved);
        const row = judgeRowQuantity(text, s, saved).quantity;
        if (quantity === saved) return;
        expect(quantity).toBe(row);
        expect(quantity).toBeGreaterThanOrEqual(1);
        expect(quantity).toBeLessThanOrEqual(maxQuantity(s));
      }),
      { numRuns: 2000 },
    );
  });

  it('steppedCartQuantity is null or current ± 1 within 1..stock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 200 }),
        fc.constantFrom(1 as const, -1 as const),
        stock,
        (current, delta, s) => {
          const next = steppedCartQuantity(current, delta, s);
          const wanted = current + delta;
          if (wanted >= 1 && wanted <= maxQuantity(s)) expect(next).toBe(wanted);
          else expect(next).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });
});
