/** The text of a quantity field's hint (size-table.tsx loads it as a lazy part). */
import { quantityHintText } from '@/copy/quantity-hint';
import type { QuantityHint } from '@/rules/typed-quantity';

export function QuantityHintText({ hint, n }: { hint: QuantityHint; n: number }) {
  return quantityHintText(hint, n);
}
