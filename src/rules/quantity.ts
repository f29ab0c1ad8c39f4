/**
 * Spec §5, §9: a quantity per size is an integer from 0 up to the stock, stepped by 1.
 *
 * The field takes whatever a buyer types or pastes (a Chinese IME may give full-width digits,
 * a paste may carry a unit: ' 12 件'), so the rule reads the number the buyer meant and then
 * clamps it; it never throws and never answers NaN, so the machine can apply it to any input.
 */

/** Spec §9: the smallest quantity, and the stepper's step. */
export const MIN_QUANTITY = 0;
export const QUANTITY_STEP = 1;

/** The largest quantity a size takes: its stock, never below 0 (a stock that is not a number takes none). */
export function maxQuantity(stock: number): number {
  return Number.isFinite(stock) ? Math.max(MIN_QUANTITY, Math.floor(stock)) : MIN_QUANTITY;
}

// Full-width digits and signs as a Chinese IME types them (０-９ ． － ＋ ｅ).
const FULL_WIDTH = /[０-９．－＋ｅＥ]/g;
// The minus sign of a pasted price list (U+2212) is a minus too.
const MINUS_SIGN = /\u2212/g;
// A thousands separator between digits: '1,000' and '1，000' mean 1000.
const THOUSANDS = /(\d)[,，](?=\d{3}(?!\d))/g;
// The first number in the text, with an optional sign, decimals and exponent ('1e3').
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/i;

function readNumber(text: string): number {
  const plain = text
    .replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(MINUS_SIGN, '-')
    .replace(THOUSANDS, '$1');
  const match = NUMBER.exec(plain);
  return match ? Number(match[0]) : Number.NaN;
}

/**
 * Any typed, pasted or computed value as a quantity of 0..max(0, stock): letters and empty text
 * are 0, decimals are truncated ('2.7' → 2), '1e3' is 1000 (then clamped), ' 12 件' is 12,
 * NaN is 0 and ±Infinity the nearest bound.
 */
export function clampQuantity(input: string | number, stock: number): number {
  const value = typeof input === 'number' ? input : readNumber(input);
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
  const plain = text.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).trim();
  if (plain === '') return { refused: 'empty' };
  if (!WHOLE_PIECES.test(plain)) return { refused: 'invalid' };
  const pieces = Number.parseInt(plain, 10);
  return pieces >= 1 ? { pieces } : { refused: 'invalid' };
}
