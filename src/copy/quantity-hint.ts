/**
 * Our own strings for what a committed quantity field changed (issue 19 items 2 and 4), beside
 * the field. Apart from copy.ts: they are shown only after the buyer typed, so the detail page
 * loads them with its lazy parts (views/quantity-hint-text.tsx), not with its first load.
 */
import type { QuantityHint } from '@/rules/typed-quantity';
import { fill } from './copy';

export const quantityText = {
  max: '最多{n}件',
  whole: '只能填整数，已按{n}件计',
  negative: '数量不能为负，已改为{n}件',
  notNumber: '请输入数字，数量没有改变',
  // A cart line (issue 19 item 4): 0 is not a quantity, 删除 takes a line out.
  min: '数量至少为{n}件，不需要请删除',
} as const satisfies Record<QuantityHint, string>;

/** `n`: the quantity the field holds now ('max', 'whole', 'negative') or its least ('min'). */
export function quantityHintText(hint: QuantityHint, n: number): string {
  return fill(quantityText[hint], { n });
}
