/**
 * Spec §5, §9: a quantity per size is an integer from 0 up to the stock, stepped by 1.
 *
 * The field takes whatever a buyer types or pastes (a Chinese IME may give full-width digits,
 * a paste may carry a unit: ' 12 件'), so the rule reads the number the buyer meant and then
 * clamps it; it never throws and never answers NaN, so the machine can apply it to any input.
 */

import { type JudgedQuantity, judgeTypedQuantity, plainDigits } from './typed-quantity';

/** Spec §9: the smallest quantity, and the stepper's step. */
export const MIN_QUANTITY = 0;
export const QUANTITY_STEP = 1;

/** The largest quantity a size takes: its stock, never below 0 (a stock that is not a number takes none). */
export function maxQuantity(stock: number): number {
  return Number.isFinite(stock) ? Math.max(MIN_QUANTITY, Math.floor(stock)) : MIN_QUANTITY;
}

/** Spec §2: a size with a stock of 0 or less is sold out (its row is styled dark, 已售罄). */
export function isSoldOut(stock: number): boolean {
  return stock <= 0;
}

/**
 * Any typed, pasted or computed value as a quantity of 0..max(0, stock): letters and empty text
 * are 0, decimals and exponents are cut at the point ('2.7' → 2, '1e3' → 1, by
 * readTypedQuantity), ' 12 件' is 12, NaN is 0 and ±Infinity the nearest bound. A committed
 * field is judged by judgeTypedQuantity, which also says what it changed.
 */
export function clampQuantity(input: string | number, stock: number): number {
  // A text as a size row takes it, from nothing (letters: 0).
  if (typeof input === 'string') return judgeRowQuantity(input, stock, MIN_QUANTITY).quantity;
  const value = input;
  const max = maxQuantity(stock);
  if (Number.isNaN(value)) return MIN_QUANTITY;
  return Math.min(max, Math.max(MIN_QUANTITY, Math.trunc(value)));
}

/** One step (delta ±1 for the stepper) from the current quantity, kept within 0..stock. */
export function stepQuantity(current: number, delta: number, stock: number): number {
  const base = clampQuantity(current, stock);
  if (Number.isNaN(delta)) return base;
  return clampQuantity(base + delta, stock);
}

/** Why a 整色填充 text fills nothing: nothing typed, or not a whole number of pieces ≥ 1. */
export type FillRefusal = 'empty' | 'invalid';

// A whole number of pieces: digits only, an optional 件 after them (as a buyer may type it).
const WHOLE_PIECES = /^\d+\s*件?$/;

/**
 * The number of pieces typed for 整色填充, or why it is refused. Stricter than a row's field on
 * purpose: a fill overwrites every size of a colour at once, so a text that is not plainly a
 * whole number ≥ 1 ('', 'abc', '-3', '0', '2.5', '1e2') fills nothing instead of wiping the
 * colour to 0 (issue 19 item 1). Full-width digits are digits; the stock clamp comes after.
 */
export function readFillQuantity(text: string): { pieces: number } | { refused: FillRefusal } {
  const plain = plainDigits(text).trim();
  if (plain === '') return { refused: 'empty' };
  if (!WHOLE_PIECES.test(plain)) return { refused: 'invalid' };
  const pieces = Number.parseInt(plain, 10);
  return pieces >= 1 ? { pieces } : { refused: 'invalid' };
}

/**
 * A size row's committed text (issue 19 item 2): 0..stock, a minus gives 0, a decimal or an
 * exponent its whole part, and a text with no number keeps the quantity before; with what was
 * changed, for the hint beside the field.
 */
export function judgeRowQuantity(text: string, stock: number, current: number): JudgedQuantity {
  return judgeTypedQuantity(text, { min: MIN_QUANTITY, max: maxQuantity(stock), current, belowMin: 'clamp' });
}
