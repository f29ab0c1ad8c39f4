// @vitest-environment node
/**
 * Issue #8 property tests of the totals (spec §4 共N件 and 合计￥): for any goods and any sequence
 * of typed quantities, the selection machine's count is the sum of the quantities and its total
 * the exact sum over lines of quantity × unit price in fen — computed here with BigInt, so a
 * floating-point drift anywhere (yuan × quantity, a sum in yuan) would show as a mismatch.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SizeItem, SpecGroup } from '@/domain/goods';
import { selectionMachine } from '@/machines/selection.machine';
import { toSelectionSummary } from '@/machines/selection.view';
import { lineFen, lineTotals } from '@/rules/line-totals';
import { fenToYuan, yuanToFen } from '@/rules/money';
import {
  clampQuantity,
  judgeRowQuantity,
  maxQuantity,
  readFillQuantity,
  stepQuantity,
} from '@/rules/quantity';

/** A unit price in fen, up to 100,000 yuan; prices with 1 and 2 decimals are the drift-prone ones. */
const priceFen = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }),
  fc.constantFrom(1, 10, 20, 30, 70, 99, 740, 2890),
);

/** BigInt yuan text of fen: the reference formatting, independent of fenToYuan. */
const yuanOf = (fen: bigint) => `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;

describe('lineTotals: count and fen are exact sums over the lines', () => {
  const line = fc.record({ fen: priceFen, quantity: fc.integer({ min: 0, max: 100_000 }) });

  it('sums quantities and quantity × price in whole fen, whatever the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const priced = lines.map((l) => ({ price: fenToYuan(l.fen), quantity: l.quantity }));
        const totals = lineTotals(priced);
        const count = lines.reduce((n, l) => n + BigInt(l.quantity), 0n);
        const fen = lines.reduce((n, l) => n + BigInt(l.fen) * BigInt(l.quantity), 0n);
        expect(BigInt(totals.count)).toBe(count);
        expect(BigInt(totals.fen)).toBe(fen);
        expect(Number.isInteger(totals.fen)).toBe(true);
        expect(fenToYuan(totals.fen)).toBe(yuanOf(fen));
        expect(lineTotals([...priced].reverse())).toEqual(totals);
      }),
      { numRuns: 1000 },
    );
  });

  it('is additive: the totals of two lists are the sum of their totals', () => {
    fc.assert(
      fc.property(fc.array(line), fc.array(line), (a, b) => {
        const price = (l: { fen: number; quantity: number }) => ({
          price: fenToYuan(l.fen),
          quantity: l.quantity,
        });
        const ta = lineTotals(a.map(price));
        const tb = lineTotals(b.map(price));
        expect(lineTotals([...a, ...b].map(price))).toEqual({
          count: ta.count + tb.count,
          fen: ta.fen + tb.fen,
        });
      }),
    );
  });

  it('reads every yuan text of the API exactly: fen → yuan → fen is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
        expect(lineFen({ price: fenToYuan(fen), quantity: 1 })).toBe(fen);
      }),
      { numRuns: 1000 },
    );
  });

  it('counts a price that is not a yuan amount as 0, never NaN', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => yuanToFen(s) === null),
        fc.integer({ min: 0, max: 1000 }),
        (price, quantity) => {
          expect(lineFen({ price, quantity })).toBe(0);
        },
      ),
    );
  });
});

/** Goods with 1..5 colours of 1..6 sizes, size ids unique across colours as SKU ids are. */
const goodsColours = fc
  .array(
    fc.array(fc.record({ fen: priceFen, stock: fc.integer({ min: 0, max: 50_000 }) }), {
      minLength: 1,
      maxLength: 6,
    }),
    { minLength: 1, maxLength: 5 },
  )
  .map((colours): SpecGroup[] => {
    let id = 0;
    return colours.map((sizes, c) => ({
      color: `色${c}`,
      sizes: sizes.map(
        (s): SizeItem => ({
          id: ++id,
          size: `${id}号`,
          goods_sn: `SN${id}`,
          weight: 100,
          price: fenToYuan(s.fen),
          stock: s.stock,
          thumbnail: '/UpLoad/a/b.jpg',
        }),
      ),
    }));
  });

const typedText = fc.oneof(
  fc.nat({ max: 60_000 }).map(String),
  fc.string({ maxLength: 8 }),
  fc.constantFrom('1e3', '-5', '2.7', '１２', ' 12 件', '999999999999'),
);

type Gesture =
  | { type: 'user.chooseColour'; index: number }
  | { type: 'user.typeQuantity'; sizeId: number; text: string }
  | {
      type: 'user.incrementQuantity' | 'user.decrementQuantity' | 'user.minQuantity' | 'user.maxQuantity';
      sizeId: number;
    }
  | { type: 'user.fillColour'; text: string };

/**
 * The quantities a buyer's gestures should leave, written out from the rules (a row takes input
 * only while its colour is shown; 整色填充 fills the shown colour's sizes in stock).
 */
function expectedQuantities(colours: SpecGroup[], gestures: Gesture[]): Map<number, number> {
  const quantities = new Map<number, number>();
  let shown = 0;
  for (const g of gestures) {
    const sizes = colours[shown]?.sizes ?? [];
    if (g.type === 'user.chooseColour') {
      if (g.index >= 0 && g.index < colours.length) shown = g.index;
    } else if (g.type === 'user.fillColour') {
      // Only a whole number ≥ 1 fills (issue 19 item 1); anything else leaves the quantities.
      const read = readFillQuantity(g.text);
      if (!('pieces' in read)) continue;
      for (const size of sizes)
        if (size.stock > 0) quantities.set(size.id, clampQuantity(read.pieces, size.stock));
    } else {
      const size = sizes.find((s) => s.id === g.sizeId);
      if (!size || size.stock <= 0) continue;
      const current = quantities.get(size.id) ?? 0;
      const next =
        g.type === 'user.typeQuantity'
          ? judgeRowQuantity(g.text, size.stock, current).quantity
          : g.type === 'user.incrementQuantity'
            ? stepQuantity(current, 1, size.stock)
            : g.type === 'user.decrementQuantity'
              ? stepQuantity(current, -1, size.stock)
              : g.type === 'user.minQuantity'
                ? 0
                : maxQuantity(size.stock);
      quantities.set(size.id, next);
    }
  }
  return quantities;
}

describe('the selection machine’s 共N件 and 合计￥', () => {
  it('are the exact sums over the sizes of quantity × price, after any gestures', () => {
    const scenario = goodsColours.chain((colours) => {
      const ids = colours.flatMap((c) => c.sizes.map((s) => s.id));
      const sizeId = fc.constantFrom(...ids);
      const gesture: fc.Arbitrary<Gesture> = fc.oneof(
        fc
          .integer({ min: -1, max: colours.length })
          .map((index) => ({ type: 'user.chooseColour' as const, index })),
        {
          weight: 4,
          arbitrary: fc.record({ type: fc.constant('user.typeQuantity' as const), sizeId, text: typedText }),
        },
        fc.record({
          type: fc.constantFrom(
            'user.incrementQuantity' as const,
            'user.decrementQuantity' as const,
            'user.minQuantity' as const,
            'user.maxQuantity' as const,
          ),
          sizeId,
        }),
        fc.record({ type: fc.constant('user.fillColour' as const), text: typedText }),
      );
      return fc.record({ colours: fc.constant(colours), gestures: fc.array(gesture, { maxLength: 30 }) });
    });
    fc.assert(
      fc.property(scenario, ({ colours, gestures }) => {
        const actor = createActor(selectionMachine, { input: { colours } }).start();
        for (const g of gestures) actor.send(g);
        const expected = expectedQuantities(colours, gestures);
        const priceOf = new Map(colours.flatMap((c) => c.sizes.map((s) => [s.id, s.price] as const)));
        let count = 0n;
        let fen = 0n;
        for (const [id, quantity] of expected) {
          count += BigInt(quantity);
          fen += BigInt(quantity) * BigInt(yuanToFen(priceOf.get(id) ?? '') ?? 0);
        }
        const summary = toSelectionSummary(actor.getSnapshot());
        expect(BigInt(summary.count)).toBe(count);
        expect(summary.total).toBe(yuanOf(fen));
        expect(summary.lines.length).toBe([...expected.values()].filter((q) => q > 0).length);
        actor.stop();
      }),
      { numRuns: 300 },
    );
  });
});
