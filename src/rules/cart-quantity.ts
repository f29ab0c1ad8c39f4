/**
 * The quantity of a line already in the cart: an integer from 1 to the stock.
 *
 * Unlike a size row of the detail page (0..stock, spec §9), a cart line never goes to 0 by
 * typing: 0, an empty field or letters mean "nothing" and the field goes back to the saved
 * quantity, because taking a line out of the cart is the explicit 删除 button, never a slip of
 * the keyboard. What the buyer types is read with the detail page's rule (full-width digits,
 * ' 12 件', '1e3') and clamped to the stock.
 */
import { clampQuantity, maxQuantity, QUANTITY_STEP } from './quantity';

/** A cart line holds at least one piece. */
export const MIN_CART_QUANTITY = 1;

/** What a typed text sets the line to: 1..stock, or null when it means nothing (empty, 0, letters, sold out). */
export function typedCartQuantity(text: string, stock: number): number | null {
  const quantity = clampQuantity(text, stock);
  return quantity >= MIN_CART_QUANTITY ? quantity : null;
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
