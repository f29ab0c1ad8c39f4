/**
 * Texts of a goods card (spec §3 "Recommended goods"), also used by every catalogue list.
 */
import { labels } from '@/copy/copy';
import { readableNumber } from './readable-number';

/** Spec §3: the card's price, or 见图 ('see image') when the price is empty. */
export function cardPriceText(price: string): string {
  return price.trim() === '' ? labels.seeImage : `￥${readableNumber(price)}`;
}
