// @vitest-environment node
/**
 * Issue #8 property tests of the colour order (spec §4, src/rules/colour-order.ts): for any
 * colour names the result is a permutation of the input, ordered by the first UTF-16 code unit
 * ascending (an empty name first), stable among names that share it, idempotent, and the input
 * is left untouched.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SpecGroup } from '@/domain/goods';
import { orderColours } from '@/rules/colour-order';

const firstCode = (name: string) => (name.length > 0 ? name.charCodeAt(0) : 0);

/** Names that often share a first character (so stability is exercised), plus any text at all. */
const name = fc.oneof(
  fc
    .tuple(fc.constantFrom('白', '粉', '红', '浅', 'A', 'a', '', '\u0000', '😀'), fc.string({ maxLength: 3 }))
    .map(([a, b]) => a + b),
  fc.string({ unit: 'grapheme', maxLength: 5 }),
  fc.string({ unit: 'binary', maxLength: 5 }),
);
const groups = fc.array(
  name.map((color): SpecGroup => ({ color, sizes: [] })),
  { maxLength: 30 },
);

describe('orderColours (spec §4)', () => {
  it('is a permutation of its input: every group once, none added', () => {
    fc.assert(
      fc.property(groups, (input) => {
        const out = orderColours(input);
        expect(out).toHaveLength(input.length);
        expect(new Set(out)).toEqual(new Set(input));
        for (const g of input) expect(out.filter((o) => o === g)).toHaveLength(1);
      }),
      { numRuns: 1000 },
    );
  });

  it('orders by the first character code, ascending, keeping the given order among equal codes', () => {
    fc.assert(
      fc.property(groups, (input) => {
        const out = orderColours(input);
        for (let i = 1; i < out.length; i++) {
          const prev = out[i - 1] as SpecGroup;
          const cur = out[i] as SpecGroup;
          expect(firstCode(prev.color)).toBeLessThanOrEqual(firstCode(cur.color));
          if (firstCode(prev.color) === firstCode(cur.color)) {
            expect(input.indexOf(prev)).toBeLessThan(input.indexOf(cur));
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('matches the rule written out: sort by (first code, position in the input)', () => {
    fc.assert(
      fc.property(groups, (input) => {
        const reference = input
          .map((g, i) => ({ g, i }))
          .sort((a, b) => firstCode(a.g.color) - firstCode(b.g.color) || a.i - b.i)
          .map(({ g }) => g);
        expect(orderColours(input)).toEqual(reference);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent and leaves its input untouched', () => {
    fc.assert(
      fc.property(groups, (input) => {
        const before = [...input];
        const once = orderColours(input);
        expect(input).toEqual(before);
        expect(orderColours(once)).toEqual(once);
      }),
    );
  });
});
