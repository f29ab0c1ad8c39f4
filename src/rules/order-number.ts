/**
 * Spec §4, §9: the buy-now order number is the timestamp plus a random number 0–99.
 *
 * "Plus" is a sum, as the spec's original computes it (milliseconds + 0..99), so two clicks in
 * the same millisecond may collide: the store (services/order-store.ts) then takes the next free
 * number, so an order already stored is never overwritten.
 */

/** The number for `timestamp` (ms) and `random` in [0, 1): timestamp + ⌊random × 100⌋. */
export function orderNumber(timestamp: number, random: number): string {
  const extra = Math.min(99, Math.max(0, Math.floor(random * 100)));
  return String(Math.floor(timestamp) + extra);
}
