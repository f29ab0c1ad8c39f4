/**
 * The quantity of a line already in the cart: an integer from 1 to the stock.
 *
 * Unlike a size row of the detail page (0..stock, spec §9), a cart line never goes to 0 by
 * typing: 0, an empty field or a minus keep the saved quantity and say 数量至少为1件，不需要请删除
 * (issue 19 item 4), because taking a line out of the cart is the explicit 删除 button, never a
 * slip of the keyboard. What the buyer types is read by the one reader of typed quantities
 * (typed-quantity.ts: full-width digits, ' 12 件', '3.5' → 3, '1e3' → 1) and kept to the stock.
 */
import { maxQuantity, QUANTITY_STEP } from './quantity';
import { type JudgedQuantity, judgeTypedQuantity } from './typed-quantity';

/** A cart line holds at least one piece. */
export const MIN_CART_QUANTITY = 1;

/** The largest quantity a cart line takes: its stock, but never below the line's minimum of 1. */
export function maxCartQuantity(stock: number): number {
  return Math.max(MIN_CART_QUANTITY, maxQuantity(stock));
}

/**
 * What a committed text sets the line to (1..stock), and what was changed: below 1 or no number
 * keeps `current` with a hint; a sold-out line keeps it silently (the row says 已售罄).
 */
export function judgeCartQuantity(text: string, stock: number, current: number): JudgedQuantity {
  return judgeTypedQuantity(text, {
    min: MIN_CART_QUANTITY,
    max: maxQuantity(stock),
    current,
    belowMin: 'keep',
  });
}

/**
 * One step of the stepper from the saved quantity, or null when it would leave 1..stock.
 * A line above the stock (the factory sold some since it was added) cannot be stepped down to
 * a quantity still above the stock; typing the stock (or any number, clamped) fixes it.
 */
export function steppedCartQuantity(current: number, delta: 1 | -1, stock: number): number | null {
  const next = current + delta * QUANTITY_STEP;
  return next >= MIN_CART_QUANTITY && next <= maxQuantity(stock) ? next : null;
}
