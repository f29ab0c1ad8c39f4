/**
 * Spec §2 supplier card: a phone, and an optional second phone. Mobile1 comes as text even when
 * the supplier has no second phone ('' or spaces), so "optional" is read as "has any character
 * other than a space".
 */

/** The phone lines the card shows: Mobile always, Mobile1 only when it holds a number. */
export function supplierPhones(supplier: { Mobile: string; Mobile1: string }): string[] {
  return supplier.Mobile1.trim() ? [supplier.Mobile, supplier.Mobile1] : [supplier.Mobile];
}
